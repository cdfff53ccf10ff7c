import { Logger, type OnApplicationShutdown } from '@nestjs/common';

/**
 * Work done after the request that started it has been answered. Failures are logged (nobody is
 * waiting for them), and shutdown waits for what is still running.
 */
export class BackgroundWork implements OnApplicationShutdown {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(what: string, task: () => Promise<void>): void {
    const done = task()
      .catch((error: unknown) =>
        this.logger.error(
          `${what} failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.running);
  }
}
