import type { InboxList } from '@club/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { DataSource } from 'typeorm';
import { ChatError, ChatErrorCode } from './chat-error.js';
import {
  CHAT_LISTS,
  type ChatListDescription,
  type ConversationOwner,
  type MessageOf,
} from './chat-lists.js';
import type { MessagesQueryDto } from './dto/messages-query.dto.js';

const DEFAULT_MESSAGE_LIMIT = 500;

/**
 * A conversation's messages after an id, for its owner, in one statement: the ownership check
 * and the page of messages (the conversation-and-id index) share one round trip, which is all
 * a widget's poll costs the database. No row back: not the caller's conversation (or none);
 * one row without a message: theirs, with nothing new.
 */
function ownedMessagesSql(d: ChatListDescription<InboxList>): string {
  return `
  SELECT m.*
    FROM (SELECT $2::${d.ownerKeyType} AS "ownerKey", $3::varchar AS "kind", $4::varchar AS "visitorHandle") t
    JOIN ${d.conversationTable} c ON c."id" = $1 AND c.${d.ownerColumn} = t."ownerKey" ${d.ownerMatch}
    LEFT JOIN LATERAL (
      SELECT * FROM ${d.messageTable} WHERE "conversationId" = c."id" AND "id" > $5 ORDER BY "id" LIMIT $6
    ) m ON true
   ORDER BY m."id"`;
}

/** Messages of an owner's conversation, read without the ORM's query building (the polling path). */
@Injectable()
export class OwnedMessages {
  private readonly columns = new Map<InboxList, ColumnMetadata[]>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Oldest first, after `query.after`; another owner's conversation is "not found". */
  async of<L extends InboxList>(
    list: L,
    owner: ConversationOwner | undefined,
    conversationId: string,
    query: MessagesQueryDto,
  ): Promise<MessageOf<L>[]> {
    if (!owner) throw new ChatError(ChatErrorCode.ConversationNotFound);
    const d: ChatListDescription<L> = CHAT_LISTS[list];
    const rows: Record<string, unknown>[] = await this.dataSource.query(ownedMessagesSql(d), [
      conversationId,
      owner.key,
      owner.kind ?? null,
      owner.visitorHandle ?? null,
      query.after ?? 0,
      query.limit ?? DEFAULT_MESSAGE_LIMIT,
    ]);
    if (rows.length === 0) throw new ChatError(ChatErrorCode.ConversationNotFound);
    return rows.filter((row) => row.id !== null).map((row) => this.entityOf(d, row));
  }

  /** A row as the entity the ORM would have made of it (column names, value transformers). */
  private entityOf<L extends InboxList>(
    d: ChatListDescription<L>,
    row: Record<string, unknown>,
  ): MessageOf<L> {
    const entity = new d.messageEntity();
    for (const column of this.columnsOf(d)) {
      const value = row[column.databaseName];
      column.setEntityValue(
        entity,
        column.transformer && !Array.isArray(column.transformer)
          ? column.transformer.from(value)
          : value,
      );
    }
    return entity;
  }

  private columnsOf(d: ChatListDescription<InboxList>): ColumnMetadata[] {
    let columns = this.columns.get(d.list);
    if (!columns) {
      columns = this.dataSource
        .getMetadata(d.messageEntity)
        .columns.filter((column) => !column.relationMetadata);
      this.columns.set(d.list, columns);
    }
    return columns;
  }
}
