import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { createApp } from './app-factory.js';
import { HttpDrain } from './common/http-drain.js';
import type { AppConfig } from './config/app-config.js';
import { startEmbeddedDatabase, type RunningDatabase } from './database/embedded-database.js';
import { runMigrations } from './database/migrate.js';
import { startMetricsServer } from './modules/metrics/metrics-http.js';
import { MetricsService } from './modules/metrics/metrics.service.js';

export interface RunningServer {
  app: INestApplication;
  url: string;
  close(): Promise<void>;
}

const logger = new Logger('Server');

async function openDatabase(config: AppConfig): Promise<RunningDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  logger.log(`Starting the embedded PostgreSQL in ${config.dataDir}`);
  return startEmbeddedDatabase(config.dataDir);
}

/** Database, migrations, then the app on one port; close() drains requests in flight, then undoes it in reverse. */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  const database = await openDatabase(config);
  try {
    await runMigrations(database.url);
    const app = await createApp(config, database.url);
    app.get(HttpDrain).track(app.getHttpServer());
    await app.listen(config.port);
    const metricsServer = config.metricsPort
      ? await startMetricsServer(app.get(MetricsService), config.metricsPort)
      : undefined;
    const url = (await app.getUrl())
      .replace('[::1]', 'localhost')
      .replace('127.0.0.1', 'localhost');
    return {
      app,
      url,
      close: async () => {
        await app.get(HttpDrain).drain(app.getHttpServer());
        await app.close();
        await new Promise((resolve) =>
          metricsServer ? metricsServer.close(resolve) : resolve(undefined),
        );
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}
