// The app under attack: the built app (as `npm start` runs it) with a fresh DATA_DIR, on a free
// port, with its own database: a fresh `bench_abuse` database on DATABASE_URL's server when set,
// else the embedded PostgreSQL the app starts by itself.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, tempDir } from '../../scripts/lib/cluster.mjs';
import { root, startApp, stop } from '../chat/processes.mjs';
import { freshDatabase } from '../lib/fresh-database.mjs';

const DATABASE = 'bench_abuse';

/** Throws a one-line error naming what to run when the app has not been built. */
export function requireBuild() {
  for (const part of ['backend/dist/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(path.join(root, part))) {
      throw new Error(
        `${part} is missing: build first (npm run build, or run this through npm run bench)`,
      );
    }
  }
}

/**
 * { start(), stop(), pid, port, database }: start() (re)starts the app on the same data; stop()
 * may be called at any time. `workDir` holds its DATA_DIR (and the embedded database).
 */
export function createApp(workDir = tempDir('club-abuse-')) {
  let child;
  let databaseUrl;
  return {
    workDir,
    port: undefined,
    database: process.env.DATABASE_URL
      ? 'DATABASE_URL (fresh bench_abuse database)'
      : 'embedded PostgreSQL',
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      if (process.env.DATABASE_URL)
        databaseUrl ??= await freshDatabase(process.env.DATABASE_URL, DATABASE);
      this.port ??= await freePort(5620, 5699);
      child = await startApp({ port: this.port, databaseUrl, dataDir: path.join(workDir, 'data') });
    },
    async stop() {
      if (child) await stop(child);
    },
  };
}
