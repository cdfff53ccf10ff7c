// Where the browser tests find Chromium; shared by ensure-chromium.mjs and the Playwright config.
import { accessSync, constants } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Search order: $CHROMIUM_PATH, then the usual install places. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  return CANDIDATES.find(isExecutable) ?? null;
}
