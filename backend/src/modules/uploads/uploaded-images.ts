import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
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
 * sent in. The message stores mark an image used in the statement that stores its message.
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
