import type { InboxList } from '@club/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../database/prepared-query.js';
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
 * one row without a message: theirs, with nothing new. The columns are named, not `*`: each
 * connection keeps the statement prepared, and a prepared `*` would fail once a migration
 * adds a column under a running instance.
 */
function ownedMessagesSql(d: ChatListDescription<InboxList>, columns: ColumnMetadata[]): string {
  const names = columns.map((column) => `"${column.databaseName}"`).join(', ');
  return `
  SELECT m.*
    FROM (SELECT $2::${d.ownerKeyType} AS "ownerKey", $3::varchar AS "kind", $4::varchar AS "visitorHandle") t
    JOIN ${d.conversationTable} c ON c."id" = $1 AND c.${d.ownerColumn} = t."ownerKey" ${d.ownerMatch}
    LEFT JOIN LATERAL (
      SELECT ${names} FROM ${d.messageTable} WHERE "conversationId" = c."id" AND "id" > $5 ORDER BY "id" LIMIT $6
    ) m ON true
   ORDER BY m."id"`;
}

interface OwnedMessagesStatement {
  name: string;
  sql: string;
  columns: ColumnMetadata[];
}

/**
 * Messages of an owner's conversation, read without the ORM's query building or query runner
 * (the polling path), by a statement each pooled connection prepares once.
 */
@Injectable()
export class OwnedMessages {
  private readonly statements = new Map<InboxList, OwnedMessagesStatement>();

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
    const statement = this.statementOf(d);
    const rows = await preparedQuery<Record<string, unknown>>(
      this.dataSource,
      statement.name,
      statement.sql,
      [
        conversationId,
        owner.key,
        owner.kind ?? null,
        owner.visitorHandle ?? null,
        query.after ?? 0,
        query.limit ?? DEFAULT_MESSAGE_LIMIT,
      ],
    );
    if (rows.length === 0) throw new ChatError(ChatErrorCode.ConversationNotFound);
    return rows.filter((row) => row.id !== null).map((row) => this.entityOf(d, statement, row));
  }

  /** A row as the entity the ORM would have made of it (column names, value transformers). */
  private entityOf<L extends InboxList>(
    d: ChatListDescription<L>,
    statement: OwnedMessagesStatement,
    row: Record<string, unknown>,
  ): MessageOf<L> {
    const entity = new d.messageEntity();
    for (const column of statement.columns) {
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

  private statementOf(d: ChatListDescription<InboxList>): OwnedMessagesStatement {
    let statement = this.statements.get(d.list);
    if (!statement) {
      const columns = this.dataSource
        .getMetadata(d.messageEntity)
        .columns.filter((column) => !column.relationMetadata && column.isSelect);
      statement = { name: `owned-messages:${d.list}`, sql: ownedMessagesSql(d, columns), columns };
      this.statements.set(d.list, statement);
    }
    return statement;
  }
}
