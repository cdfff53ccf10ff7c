// Makes sure a Chromium for the browser tests exists. Search order: $CHROMIUM_PATH,
// /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome,
// /usr/bin/google-chrome-stable, /snap/bin/chromium. If none is found and this runs as root
// on Debian/Ubuntu, Debian's `chromium` package is installed with apt-get; otherwise it exits
// with one line saying what to install.
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

function canInstallWithApt() {
  return (
    typeof process.getuid === 'function' &&
    process.getuid() === 0 &&
    spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0
  );
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

let chromium = findChromium();

if (!chromium && process.env.CHROMIUM_PATH) {
  fail(`Chromium not found: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`);
}

if (!chromium && canInstallWithApt()) {
  console.log("Chromium not found: installing Debian's 'chromium' package with apt-get.");
  if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium'])) {
    chromium = findChromium();
  }
}

if (!chromium) {
  fail(
    "Chromium not found: install Debian's 'chromium' package (apt-get install chromium) " +
      'or set CHROMIUM_PATH to a Chromium/Chrome binary.',
  );
}

console.log(`Chromium: ${chromium}`);
