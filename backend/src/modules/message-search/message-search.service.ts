import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MESSAGE_SEARCH_MAX_HITS, type InboxList, type MessageSearchHit } from '@club/contracts';
import { AdminAnonymousConversationList } from '../anonymous-chat/admin-anonymous-conversation-list.js';
import { AdminConversationList } from '../chat/admin-conversation-list.js';
import type { AdminConversationView } from '../chat/dto/chat-views.js';
import type { AdminAnonymousConversationView } from '../anonymous-chat/dto/anonymous-views.js';
import { snippetOf } from './snippet.js';

const MESSAGE_TABLE: Record<InboxList, string> = {
  user: '"messages"',
  anonymous: '"anonymous_messages"',
};

/**
 * Matching messages read per search: enough that the newest conversations with a match fill
 * a page even when one conversation repeats the words many times.
 */
const MESSAGES_READ = MESSAGE_SEARCH_MAX_HITS * 10;

/**
 * The newest `content ILIKE '%term%'` messages of one list (answered by the list's trigram
 * index), newest first (exported for the benchmark's EXPLAIN checks).
 */
export function messageSearchQuery(list: InboxList, term: string) {
  return {
    sql: `SELECT m."id", m."conversationId", m."content", m."createdAt" FROM ${MESSAGE_TABLE[list]} m
           WHERE m."content" ILIKE $1 ORDER BY m."id" DESC LIMIT ${MESSAGES_READ}`,
    parameters: [`%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`],
  };
}

interface MessageRow {
  id: string;
  conversationId: string;
  content: string;
  createdAt: Date;
}

/** Search inside messages for the admin inbox: one hit per conversation, newest match first. */
@Injectable()
export class MessageSearchService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly members: AdminConversationList,
    private readonly visitors: AdminAnonymousConversationList,
  ) {}

  memberHits(term: string): Promise<MessageSearchHit<AdminConversationView, Date>[]> {
    return this.search('user', term, (id) => this.members.one(id));
  }

  visitorHits(term: string): Promise<MessageSearchHit<AdminAnonymousConversationView, Date>[]> {
    return this.search('anonymous', term, (id) => this.visitors.one(id));
  }

  private async search<C>(
    list: InboxList,
    term: string,
    conversationOf: (id: string) => Promise<C | undefined>,
  ): Promise<MessageSearchHit<C, Date>[]> {
    const { sql, parameters } = messageSearchQuery(list, term);
    const rows: MessageRow[] = await this.dataSource.query(sql, parameters);
    const newestPerConversation = new Map<string, MessageRow>();
    for (const row of rows) {
      if (newestPerConversation.size === MESSAGE_SEARCH_MAX_HITS) break;
      if (!newestPerConversation.has(row.conversationId)) {
        newestPerConversation.set(row.conversationId, row);
      }
    }
    const hits = await Promise.all(
      [...newestPerConversation.values()].map(async (row) => {
        const conversation = await conversationOf(row.conversationId);
        return (
          conversation && {
            conversation,
            messageId: Number(row.id),
            messageCreatedAt: row.createdAt,
            snippet: snippetOf(row.content, term),
          }
        );
      }),
    );
    return hits.filter((hit) => hit !== undefined);
  }
}
