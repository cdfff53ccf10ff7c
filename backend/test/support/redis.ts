import { Redis } from 'ioredis';
import { createTestDatabase, startTestApp, type TestApp } from './test-app.js';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 1_000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export interface TwoInstances {
  a: TestApp;
  b: TestApp;
  close(): Promise<void>;
}

/**
 * Two instances of the app on one database, sharing the test Redis and listening on their own
 * ports: a deployment of several instances behind a balancer, in one test file.
 */
export async function startTwoInstances(env: Record<string, string>): Promise<TwoInstances> {
  const database = await createTestDatabase();
  const withRedis = { ...env, REDIS_URL: TEST_REDIS_URL };
  const a = await startTestApp(withRedis, database);
  const b = await startTestApp(withRedis, database);
  await a.app.listen(0, '127.0.0.1');
  await b.app.listen(0, '127.0.0.1');
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await database.drop();
    },
  };
}
