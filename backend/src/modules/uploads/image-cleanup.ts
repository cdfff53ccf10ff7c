import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ImageStorage } from './image-storage.js';
import { LINK_COLUMN, type ImageConversation } from './uploaded-images.js';

const BATCH = 200;

const UNUSED = `"usedAt" IS NULL AND "storedAt" <= now() - make_interval(secs => $1)`;
const UNLINKED = `"usedAt" IS NOT NULL AND "conversationId" IS NULL AND "anonymousConversationId" IS NULL AND "productId" IS NULL`;

/**
 * Deletes images (file and row) that are no longer wanted: unused past UPLOAD_UNUSED_TTL_SECONDS,
 * or sent in a conversation that was deleted since, or shown by a product no longer. Rows are locked while their files go, and
 * rows another instance holds are skipped, so several instances may clean up at once.
 */
@Injectable()
export class ImageCleanup {
  private readonly unusedTtlSeconds: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly storage: ImageStorage,
  ) {
    this.unusedTtlSeconds = config.imageUploads.unusedTtlMs / 1000;
  }

  /** The images sent in a conversation; pass them to deleteUnlinked once it is deleted. */
  async imagesOf(conversation: ImageConversation): Promise<string[]> {
    const rows: { name: string }[] = await this.dataSource.query(
      `SELECT "name" FROM "uploaded_images" WHERE ${LINK_COLUMN[conversation.list]} = $1`,
      [conversation.id],
    );
    return rows.map((row) => row.name);
  }

  /** Deletes these images if their conversation or product is gone (waiting for any instance deleting them too). */
  async deleteUnlinked(names: string[]): Promise<number> {
    if (!names.length) return 0;
    return this.deleteLocked(
      `SELECT "name" FROM "uploaded_images" WHERE "name" = ANY($1) AND ${UNLINKED} FOR UPDATE`,
      [names],
    );
  }

  /** Deletes every image unused past its time, or whose conversation is gone; answers how many. */
  async sweep(): Promise<number> {
    let deleted = 0;
    for (const [condition, values] of [
      [UNUSED, [this.unusedTtlSeconds]],
      [UNLINKED, []],
    ] as const) {
      for (;;) {
        const count = await this.deleteLocked(
          `SELECT "name" FROM "uploaded_images" WHERE ${condition} LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
          [...values],
        );
        deleted += count;
        if (count < BATCH) break;
      }
    }
    return deleted;
  }

  /** Locks the rows the query selects, deletes their files, then the rows. */
  private deleteLocked(select: string, values: unknown[]): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: { name: string }[] = await manager.query(select, values);
      if (!rows.length) return 0;
      const names = rows.map((row) => row.name);
      await this.storage.remove(names);
      await manager.query(`DELETE FROM "uploaded_images" WHERE "name" = ANY($1)`, [names]);
      return names.length;
    });
  }
}
