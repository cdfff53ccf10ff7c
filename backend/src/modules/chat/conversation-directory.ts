import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../database/prepared-query.js';
import type { InboxList } from '@club/contracts';

/** Conversation ids whose list is remembered; a conversation never changes list, so the oldest simply go. */
const REMEMBERED = 50_000;

const LIST_OF_SQL = `
  SELECT 'user' AS "list" FROM "conversations" WHERE "id" = $1
  UNION ALL
  SELECT 'anonymous' FROM "anonymous_conversations" WHERE "id" = $1`;

/** Which inbox list a conversation id belongs to, for calls that name a conversation by id alone. */
@Injectable()
export class ConversationDirectory {
  private readonly known = new Map<string, InboxList>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The list of the conversation, or undefined when there is no such conversation. */
  async listOf(id: string): Promise<InboxList | undefined> {
    const known = this.known.get(id);
    if (known) return known;
    const [row] = await preparedQuery<{ list: InboxList }>(
      this.dataSource,
      'conversation-list-of',
      LIST_OF_SQL,
      [id],
    );
    if (!row) return undefined;
    if (this.known.size >= REMEMBERED) this.known.delete(this.known.keys().next().value!);
    this.known.set(id, row.list);
    return row.list;
  }
}
