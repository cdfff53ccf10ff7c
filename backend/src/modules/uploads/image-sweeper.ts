import { Inject, Injectable, Logger } from '@nestjs/common';
import { PeriodicSweep } from '../../common/periodic-sweep.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ImageCleanup } from './image-cleanup.js';

const LONGEST_INTERVAL_MS = 5 * 60_000;

/** Runs ImageCleanup.sweep on every instance, a few times per UPLOAD_UNUSED_TTL_SECONDS. */
@Injectable()
export class ImageSweeper extends PeriodicSweep {
  constructor(
    private readonly cleanup: ImageCleanup,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(
      new Logger(ImageSweeper.name),
      'Uploaded image sweep',
      Math.min(config.imageUploads.unusedTtlMs / 4, LONGEST_INTERVAL_MS),
    );
  }

  protected async sweep(): Promise<void> {
    const deleted = await this.cleanup.sweep();
    if (deleted) this.logger.log(`Deleted ${deleted} unused or orphaned uploaded images`);
  }
}
