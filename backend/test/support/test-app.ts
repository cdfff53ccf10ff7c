import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import { inject } from 'vitest';
import { createApp } from '../../src/app-factory.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { databaseUrl, withClient } from './database-server.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of this test file's own. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const name = `club_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('templateDatabase')}"`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await withClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

export interface TestApp {
  app: INestApplication;
  http: Server;
  config: AppConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database, configured as `npm start` would be plus `env`. */
export async function startTestApp(
  env: Record<string, string> = {},
  database?: TestDatabase,
): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-test-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-session-secret',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_AUTH: '1000/60',
    // Test files open many visitor conversations from 127.0.0.1; visitor-budgets tests set their own.
    RATE_LIMIT_NEW_CHAT_PER_ADDRESS: '1000/3600',
    RATE_LIMIT_NEW_CHAT_PER_VISITOR: '1000/3600',
    // Every request of a test file comes from 127.0.0.1; front-door tests set their own.
    HTTP_REQUESTS_PER_ADDRESS: '100000/10',
    HTTP_IN_FLIGHT_PER_ADDRESS: '1000',
    ...env,
  });
  const app = await createApp(config, db.url);
  return {
    app,
    http: app.getHttpServer() as Server,
    config,
    database: db,
    close: async () => {
      await app.close();
      if (!database) await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app as chat tests use it: `admin` is its admin account, sends are not throttled, and it
 * listens on 127.0.0.1 for their sockets.
 */
export async function startChatTestApp(
  admin: { username: string; password: string },
  env: Record<string, string> = {},
): Promise<TestApp> {
  const t = await startTestApp({
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_SEND: '1000/10',
    ...env,
  });
  await t.app.listen(0, '127.0.0.1');
  return t;
}
