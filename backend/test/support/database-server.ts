import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  startEmbeddedDatabase,
  type RunningDatabase,
} from '../../src/database/embedded-database.js';

/** The PostgreSQL the tests use: DATABASE_URL when given, otherwise an embedded one. */
export async function startTestDatabaseServer(): Promise<RunningDatabase> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, stop: async () => undefined };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-test-db-'));
  // PostgreSQL runs as its own user when we are root; it must be able to enter this folder.
  chmodSync(dataDir, 0o755);
  const database = await startEmbeddedDatabase(dataDir);
  return {
    url: database.url,
    stop: async () => {
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
