import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  freePort,
  startInstance,
  startNginx,
  startPostgres,
  startRedis,
  tempDir,
  type RunningInstance,
  type RunningNginx,
  type RunningPostgres,
  type RunningRedis,
} from '../../../../scripts/lib/cluster.mjs';

/** Ports of the fault tests' own servers (never the machine's PostgreSQL or Redis). */
const PORTS_FROM = Number(process.env.FAULTS_PORT_FROM ?? 5700);

export const ADMIN = { username: 'fault_admin', password: 'fault-admin-password' };

/** Two instances of the built app, their own PostgreSQL and Redis, nginx in front. */
export class LocalCluster {
  instances: RunningInstance[] = [];
  nginx?: RunningNginx;

  private constructor(
    readonly postgres: RunningPostgres,
    readonly redis: RunningRedis,
    private readonly env: Record<string, string>,
    private readonly dir: string,
    private readonly ports: number[],
  ) {}

  static async start(instances = 2): Promise<LocalCluster> {
    const dir = tempDir('club-faults-');
    const postgres = await startPostgres(path.join(dir, 'db'), await freePort(PORTS_FROM));
    const databaseUrl = new URL(postgres.url);
    databaseUrl.pathname = '/club';
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE club');
    await admin.end();
    const redis = await startRedis(await freePort(PORTS_FROM));
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redis.url,
      DATA_DIR: path.join(dir, 'data'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      SESSION_SECRET: randomBytes(24).toString('hex'),
      TRUST_PROXY: '1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_AUTH: '1000/60',
      RATE_LIMIT_SEND: '10000/10',
      // All the traffic comes from 127.0.0.1 through nginx: lift the per-address budgets.
      HTTP_REQUESTS_PER_ADDRESS: '100000/10',
      HTTP_IN_FLIGHT_PER_ADDRESS: '1000',
      RATE_LIMIT_NEW_CHAT_PER_ADDRESS: '100000/3600',
      WS_FRAMES_PER_ADDRESS: '100000/2',
      WS_MAX_SOCKETS_PER_ADDRESS: '1000',
      WS_UPGRADES_PER_ADDRESS: '100000/2',
      LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'silent',
    };
    const ports: number[] = [];
    for (let index = 0; index < instances; index++) ports.push(await freePort(PORTS_FROM));
    const nginxPort = await freePort(PORTS_FROM);
    const cluster = new LocalCluster(postgres, redis, env, dir, ports);
    for (let index = 0; index < instances; index++) await cluster.startInstance(index);
    cluster.nginx = await startNginx({
      port: nginxPort,
      upstreams: ports.map((port) => `127.0.0.1:${port}`),
    });
    return cluster;
  }

  /** (Re)starts instance `index` on its own port. */
  async startInstance(index: number): Promise<RunningInstance> {
    const output = process.env.FAULTS_LOG_LEVEL ? 'inherit' : 'ignore';
    const instance = await startInstance({
      name: `app${index + 1}`,
      port: this.ports[index],
      env: this.env,
      output,
    });
    this.instances[index] = instance;
    return instance;
  }

  get url(): string {
    if (!this.nginx) throw new Error('the balancer is not running');
    return this.nginx.url;
  }

  async stop(): Promise<void> {
    await this.nginx?.stop();
    await Promise.all(this.instances.map((instance) => instance.stop()));
    await this.redis.stop();
    await this.postgres.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export async function health(url: string): Promise<number> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3_000) })).status;
  } catch {
    return 0;
  }
}
