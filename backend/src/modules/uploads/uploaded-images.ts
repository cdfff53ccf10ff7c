import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { InboxList } from '@club/contracts';
import { UPLOADS_URL_PREFIX } from './stored-image-url.js';

/** The conversation a message with an image is sent in: a member's, or a visitor's. */
export interface ImageConversation {
  list: InboxList;
  id: string;
}

export const LINK_COLUMN: Record<InboxList, string> = {
  user: '"conversationId"',
  anonymous: '"anonymousConversationId"',
};

/**
 * For the message stores' batch statements, whose stored messages are the rows of "input":
 * marks their images used, in their conversation, in the statement that stores them.
 */
export function markImagesUsed(list: InboxList): string {
  return `UPDATE "uploaded_images" u SET "usedAt" = now(), ${LINK_COLUMN[list]} = i."conversationId"
      FROM input i WHERE u."name" = substr(i."imageUrl", ${UPLOADS_URL_PREFIX.length + 1}) AND u."usedAt" IS NULL`;
}

/**
 * An unused image may be sent until this long before the sweep may delete it, so a message is
 * never stored with an image that is being deleted.
 */
const SEND_MARGIN_MS = 60_000;

/**
 * The uploaded_images table: who stored each image and when, and the conversation it was first
 * sent in or the catalogue product that shows it. The message stores mark an image used in the
 * statement that stores its message.
 */
@Injectable()
export class UploadedImages {
  private readonly sendableForSeconds: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sendableForSeconds = (config.imageUploads.unusedTtlMs - SEND_MARGIN_MS) / 1000;
  }

  async record(name: string, ownerKey: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "uploaded_images" ("name", "ownerKey") VALUES ($1, $2)`,
      [name, ownerKey],
    );
  }

  /**
   * In the transaction that saves a product: links these stored images to it, as sending links a
   * chat image to its conversation (fresh and unused, or the product's already), and unlinks the
   * product's images not among them. Answers the names linked and the names let go, whose files
   * ImageCleanup.deleteUnlinked removes once the transaction is committed.
   */
  async linkToProduct(
    manager: EntityManager,
    productId: string,
    names: string[],
  ): Promise<{ linked: Set<string>; released: string[] }> {
    const released: { name: string }[] = await manager.query(
      `WITH released AS (
         UPDATE "uploaded_images" SET "productId" = NULL
          WHERE "productId" = $1 AND NOT ("name" = ANY($2)) RETURNING "name"
       ) SELECT "name" FROM released`,
      [productId, names],
    );
    const linked: { name: string }[] = names.length
      ? await manager.query(
          `WITH linked AS (
             UPDATE "uploaded_images" SET "productId" = $1, "usedAt" = COALESCE("usedAt", now())
              WHERE "name" = ANY($2)
                AND ("productId" = $1 OR ("usedAt" IS NULL AND "storedAt" > now() - make_interval(secs => $3)))
              RETURNING "name"
           ) SELECT "name" FROM linked`,
          [productId, names, this.sendableForSeconds],
        )
      : [];
    return {
      linked: new Set(linked.map((row) => row.name)),
      released: released.map((row) => row.name),
    };
  }

  /** The stored images a product shows; pass them to deleteUnlinked once it is deleted. */
  async ofProduct(productId: string): Promise<string[]> {
    const rows: { name: string }[] = await this.dataSource.query(
      `SELECT "name" FROM "uploaded_images" WHERE "productId" = $1`,
      [productId],
    );
    return rows.map((row) => row.name);
  }

  /** An image may go in a message while it is fresh and unused, or into the conversation it is already in. */
  async usableIn(name: string, conversation: ImageConversation): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM "uploaded_images"
        WHERE "name" = $1
          AND (("usedAt" IS NULL AND "storedAt" > now() - make_interval(secs => $2)) OR ${LINK_COLUMN[conversation.list]} = $3)`,
      [name, this.sendableForSeconds, conversation.id],
    );
    return rows.length > 0;
  }
}
