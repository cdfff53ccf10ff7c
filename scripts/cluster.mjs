// `npm run cluster`: the topology of docker-compose.yml without containers. Two instances of the
// built app share one PostgreSQL (DATABASE_URL, else an embedded one), one Redis (REDIS_URL,
// else redis://127.0.0.1:6379, else a redis-server of our own), one uploads folder and one
// session secret, behind nginx on PORT (default 8080). Ctrl+C or SIGTERM stops everything.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import {
  freePort,
  redisAnswers,
  root,
  startInstance,
  startNginx,
  startPostgres,
  startRedis,
} from './lib/cluster.mjs';

const INSTANCES = Number(process.env.CLUSTER_INSTANCES ?? 2);
const publicPort = Number(process.env.PORT ?? 8080);
const firstInstancePort = Number(process.env.CLUSTER_INSTANCE_PORT ?? publicPort + 1);
const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, '.data', 'cluster'));

const stops = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(String(error)));
  process.exit(code);
}
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));

try {
  buildIfStale();
  mkdirSync(dataDir, { recursive: true });

  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log(`Starting the embedded PostgreSQL in ${dataDir}`);
    const postgres = await startPostgres(dataDir, await freePort(firstInstancePort + INSTANCES));
    stops.push(postgres.stop);
    databaseUrl = postgres.url;
  }

  let redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (!(await redisAnswers(redisUrl))) {
    if (process.env.REDIS_URL) throw new Error(`No Redis answers at REDIS_URL=${redisUrl}`);
    const redis = await startRedis(await freePort(firstInstancePort + INSTANCES));
    stops.push(redis.stop);
    redisUrl = redis.url;
    console.log(`Started redis-server at ${redisUrl}`);
  }

  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    UPLOADS_DIR: process.env.UPLOADS_DIR || path.join(dataDir, 'uploads'),
    SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString('hex'),
    TRUST_PROXY: '1',
  };
  const instances = [];
  for (let index = 1; index <= INSTANCES; index++) {
    const port = await freePort(firstInstancePort + instances.length);
    const instance = await startInstance({ name: `app${index}`, port, env, output: 'inherit' });
    stops.push(() => instance.stop());
    instances.push(instance);
    console.log(`app${index} on ${instance.url} (pid ${instance.child.pid})`);
    instance.child.once('exit', (code, signal) => {
      if (!stopping)
        console.error(
          `app${index} exited (${code ?? signal}); the balancer sends its traffic to the others`,
        );
    });
  }

  const nginx = await startNginx({
    port: publicPort,
    upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
  });
  stops.push(nginx.stop);
  console.log(
    `Cluster of ${INSTANCES} behind nginx: http://localhost:${publicPort} (Ctrl+C stops it)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await shutdown(1);
}
