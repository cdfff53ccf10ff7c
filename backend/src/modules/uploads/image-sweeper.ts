import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ImageCleanup } from './image-cleanup.js';

const LONGEST_INTERVAL_MS = 5 * 60_000;

/** Runs ImageCleanup.sweep on every instance, a few times per UPLOAD_UNUSED_TTL_SECONDS. */
@Injectable()
export class ImageSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ImageSweeper.name);
  private readonly intervalMs: number;
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly cleanup: ImageCleanup,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.intervalMs = Math.min(config.imageUploads.unusedTtlMs / 4, LONGEST_INTERVAL_MS);
  }

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
      const deleted = await this.cleanup.sweep();
      if (deleted) this.logger.log(`Deleted ${deleted} unused or orphaned uploaded images`);
    } catch (error) {
      this.logger.warn(`Uploaded image sweep failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
