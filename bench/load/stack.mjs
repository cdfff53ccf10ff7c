// The cluster under test, from scripts/lib/cluster.mjs: one PostgreSQL, one Redis, app instances
// added one at a time and nginx in front. Everything it starts is stopped by stop(), also when
// start-up failed half-way.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  freePort,
  redisAnswers,
  sleep,
  startInstance,
  startNginx,
  startPostgres,
  startRedis,
  tempDir,
} from '../../scripts/lib/cluster.mjs';
import { allowedCpus, canPin, pinToCpu } from './cpu.mjs';
import { descendantsOf } from './proc.mjs';
import { freshDatabase } from '../lib/fresh-database.mjs';

const DATABASE = 'bench_load';
/** After this, a part that has not stopped is left to stopLeftovers(). */
const STOP_WITHIN_MS = 20_000;

/** Children that outlived their stop (e.g. a start interrupted by Ctrl+C): terminated by pid. */
async function stopLeftovers() {
  const leftovers = () => descendantsOf(process.pid).filter((entry) => entry.pid !== process.pid);
  const signal = (name) => {
    for (const entry of leftovers()) {
      try {
        process.kill(entry.pid, name);
      } catch {
        // it exited meanwhile
      }
    }
  };
  signal('SIGTERM');
  for (let wait = 0; wait < 50 && leftovers().length; wait++) await sleep(100);
  signal('SIGKILL');
}

/**
 * `ports` is the range [from, to] for everything started here; `appEnv` is added to the
 * instances' environment. stop() may be called at any time, also while start() runs.
 */
export function createStack({ ports, appEnv, maxInstances }) {
  const stops = [];
  const port = () => freePort(ports.from, ports.to);
  const pinned = canPin(maxInstances);
  const cpus = allowedCpus();
  const instances = [];
  let nginx;

  return {
    pinned,
    instances,
    get url() {
      return nginx.url;
    },
    appPids: () => instances.map((instance) => instance.child.pid),

    /**
     * PostgreSQL and Redis: DATABASE_URL (a server on which a `bench_load` database is made
     * afresh) and REDIS_URL when set, else an embedded PostgreSQL and a redis-server of our own.
     */
    async start() {
      const dir = tempDir('club-load-');
      stops.push(async () => rmSync(dir, { recursive: true, force: true }));
      let serverUrl = process.env.DATABASE_URL;
      if (!serverUrl) {
        const postgres = await startPostgres(path.join(dir, 'db'), await port());
        stops.push(() => postgres.stop());
        serverUrl = postgres.url;
      }
      this.databaseUrl = await freshDatabase(serverUrl, DATABASE);

      let redisUrl = process.env.REDIS_URL;
      if (redisUrl && !(await redisAnswers(redisUrl)))
        throw new Error(`No Redis answers at REDIS_URL=${redisUrl}`);
      if (!redisUrl) {
        const redis = await startRedis(await port());
        stops.push(() => redis.stop());
        redisUrl = redis.url;
      }

      this.services = {
        database: process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL',
        redis: process.env.REDIS_URL ? 'REDIS_URL' : 'redis-server of its own',
      };
      this.env = {
        ...appEnv,
        DATABASE_URL: this.databaseUrl,
        REDIS_URL: redisUrl,
        DATA_DIR: path.join(dir, 'data'),
        UPLOADS_DIR: path.join(dir, 'uploads'),
        SESSION_SECRET: randomBytes(32).toString('hex'),
        TRUST_PROXY: '1',
      };
    },

    /** One more instance, pinned to a CPU of its own when possible. */
    async addInstance() {
      const name = `app${instances.length + 1}`;
      const instance = await startInstance({ name, port: await port(), env: this.env });
      stops.push(() => instance.stop());
      instance.cpu = pinned ? cpus[instances.length] : undefined;
      if (pinned) pinToCpu(instance.child.pid, instance.cpu);
      instances.push(instance);
      return instance;
    },

    /** Stops the newest instance; balance() then takes it out of nginx. */
    async removeInstance() {
      await instances.pop().stop();
    },

    /** (Re)starts nginx, on the same port each time, with every instance as an upstream. */
    async balance() {
      const nginxPort = nginx?.port ?? (await port());
      if (nginx) await nginx.stop();
      else stops.push(async () => nginx?.stop());
      nginx = await startNginx({
        port: nginxPort,
        upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      });
      return nginx.url;
    },

    async stop() {
      for (const stop of stops.splice(0).reverse()) {
        const stopped = stop().catch((error) =>
          console.error(`[load bench] stopping: ${error.message}`),
        );
        await Promise.race([stopped, sleep(STOP_WITHIN_MS)]);
      }
      await stopLeftovers();
    },
  };
}
