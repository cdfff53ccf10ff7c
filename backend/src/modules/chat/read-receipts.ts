import type { InboxList } from '@club/contracts';
import type { DataSource } from 'typeorm';
import type { MessagesReadBusEvent } from '../realtime/bus/realtime-event.js';
import type { ChatListDescription } from './chat-lists.js';

/** What one read changed: how many messages, the greatest of their ids, when, and whose conversation. */
export interface ReadReceipt {
  updated: number;
  upToId: number;
  readAt: Date;
  ownerKey: string;
}

/**
 * Marks the other side's unread messages of a conversation read: support's messages when the
 * customer reads, the customer's when support reads. Undefined when none was unread.
 */
export async function markOtherSideRead<L extends InboxList>(
  dataSource: DataSource,
  d: ChatListDescription<L>,
  conversationId: string,
  readerIsSupport: boolean,
): Promise<ReadReceipt | undefined> {
  const [row]: { updated: number; upToId: string; readAt: Date; ownerKey: string }[] =
    await dataSource.query(
      `WITH "read" AS (
         UPDATE ${d.messageTable} SET "readAt" = now()
          WHERE "conversationId" = $1 AND "isFromAdmin" = $2 AND "readAt" IS NULL
          RETURNING "id", "readAt")
       SELECT count(*)::int AS "updated", max(r."id") AS "upToId", max(r."readAt") AS "readAt",
              c.${d.ownerColumn}::text AS "ownerKey"
         FROM "read" r JOIN ${d.conversationTable} c ON c."id" = $1
        GROUP BY c.${d.ownerColumn}`,
      [conversationId, !readerIsSupport],
    );
  if (!row) return undefined;
  const { updated, upToId, readAt, ownerKey } = row;
  return { updated, upToId: Number(upToId), readAt, ownerKey };
}

/** The bus event of a read: to admins when the customer read, to the owner when support did. */
export function messagesReadEvent<L extends InboxList>(
  d: ChatListDescription<L>,
  conversationId: string,
  readerIsSupport: boolean,
  receipt: ReadReceipt,
): MessagesReadBusEvent {
  return {
    type: 'messages_read',
    list: d.list,
    conversationId,
    audience: d.audienceOf(receipt.ownerKey),
    reader: readerIsSupport ? 'support' : 'customer',
    upToId: receipt.upToId,
    readAt: receipt.readAt,
  };
}
