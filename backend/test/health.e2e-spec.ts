import request from 'supertest';
import { inject, describe, expect, it } from 'vitest';
import { withClient } from './support/database-server.js';
import { createTestDatabase, startTestApp } from './support/test-app.js';

describe('GET /api/health', () => {
  it('answers ok while the database answers, and 503 once it is gone', async () => {
    const database = await createTestDatabase();
    const t = await startTestApp({}, database);
    try {
      const healthy = await request(t.http).get('/api/health').expect(200);
      expect(healthy.body).toEqual({ status: 'ok' });

      await database.drop();
      const unhealthy = await request(t.http).get('/api/health').expect(503);
      expect(unhealthy.body).toEqual({ statusCode: 503, message: 'The database does not answer' });
    } finally {
      await t.app.close();
    }
    await withClient(inject('databaseServerUrl'), async (client) => {
      const left = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        new URL(database.url).pathname.slice(1),
      ]);
      expect(left.rowCount).toBe(0);
    });
  });
});
