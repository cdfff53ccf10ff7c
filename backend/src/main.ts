import './gc-tuning.js';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './config/app-config.js';
import { EmbeddedDatabaseError } from './database/embedded-database.js';
import { startServer } from './server.js';

const logger = new Logger('Main');

async function main(): Promise<void> {
  const server = await startServer(loadConfig());
  logger.log(`Serving on ${server.url} (API docs at ${server.url}/api/docs)`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal} received: closing`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Shutdown failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof EmbeddedDatabaseError;
  logger.error(
    known ? (error as Error).message : error instanceof Error ? error.stack : String(error),
  );
  process.exit(1);
});
