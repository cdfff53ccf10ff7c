import type { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/**
 * Clean-up that runs on every instance every `intervalMs`, one run at a time, from start-up to
 * shutdown; a failed run is logged and the next one tries again. Subclasses say what one run does.
 */
export abstract class PeriodicSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running = false;

  protected constructor(
    protected readonly logger: Logger,
    private readonly what: string,
    private readonly intervalMs: number,
  ) {}

  /** One run: its own findings are its to log. */
  protected abstract sweep(): Promise<void>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), this.intervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.sweep();
    } catch (error) {
      this.logger.warn(`${this.what} failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
