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
 * The newest messages read first, one after another, before the index is asked: a word in one
 * message of a few hundred fills a page from them at the cost of a short index range, where the
 * trigram index would hand back every one of its many matches to recheck and sort.
 */
const RECENT_MESSAGES_READ = 2_000;
/** A letter for spaces in the indexed text (migration IndexMessageWordRuns). */
const SPACE_STAND_IN = 'ǂ';

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The newest `content ILIKE '%term%'` messages among the RECENT_MESSAGES_READ newest of one
 * list, newest first (exported for the benchmark's EXPLAIN checks).
 */
export function recentMessageSearchQuery(list: InboxList, term: string) {
  return {
    sql: `SELECT m."id", m."conversationId", m."content", m."createdAt"
            FROM (SELECT * FROM ${MESSAGE_TABLE[list]} ORDER BY "id" DESC LIMIT ${RECENT_MESSAGES_READ}) m
           WHERE m."content" ILIKE $1 ORDER BY m."id" DESC LIMIT ${MESSAGES_READ}`,
    parameters: [likePattern(term)],
  };
}

/**
 * The newest `content ILIKE '%term%'` messages of one list, newest first, found through the
 * list's word-run trigram index: the text with spaces as SPACE_STAND_IN containing the term
 * written the same way is necessary for a match, and `content ILIKE` then decides. The
 * candidates are materialized so the planner never walks the primary key backwards through
 * the whole table for a term that is rare (exported for the benchmark's EXPLAIN checks).
 */
export function messageSearchQuery(list: InboxList, term: string) {
  return {
    sql: `WITH candidates AS MATERIALIZED (
            SELECT m."id", m."conversationId", m."content", m."createdAt" FROM ${MESSAGE_TABLE[list]} m
             WHERE replace(m."content", ' ', '${SPACE_STAND_IN}') ILIKE $2)
          SELECT * FROM candidates WHERE "content" ILIKE $1 ORDER BY "id" DESC LIMIT ${MESSAGES_READ}`,
    parameters: [likePattern(term), likePattern(term.replaceAll(' ', SPACE_STAND_IN))],
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
    return this.search('user', term, (ids) => this.members.byIds(ids));
  }

  visitorHits(term: string): Promise<MessageSearchHit<AdminAnonymousConversationView, Date>[]> {
    return this.search('anonymous', term, (ids) => this.visitors.byIds(ids));
  }

  private async search<C>(
    list: InboxList,
    term: string,
    conversationsOf: (ids: string[]) => Promise<Map<string, C>>,
  ): Promise<MessageSearchHit<C, Date>[]> {
    let newestPerConversation = newestOfEach(await this.rows(recentMessageSearchQuery(list, term)));
    if (newestPerConversation.size < MESSAGE_SEARCH_MAX_HITS) {
      newestPerConversation = newestOfEach(await this.rows(messageSearchQuery(list, term)));
    }
    const conversations = await conversationsOf([...newestPerConversation.keys()]);
    return [...newestPerConversation.values()].flatMap((row) => {
      const conversation = conversations.get(row.conversationId);
      if (!conversation) return [];
      return {
        conversation,
        messageId: Number(row.id),
        messageCreatedAt: row.createdAt,
        snippet: snippetOf(row.content, term),
      };
    });
  }

  private rows({ sql, parameters }: { sql: string; parameters: string[] }): Promise<MessageRow[]> {
    return this.dataSource.query(sql, parameters);
  }
}

/** The newest matching message of each conversation, for at most a page of conversations. */
function newestOfEach(rows: MessageRow[]): Map<string, MessageRow> {
  const newestPerConversation = new Map<string, MessageRow>();
  for (const row of rows) {
    if (newestPerConversation.size === MESSAGE_SEARCH_MAX_HITS) break;
    if (!newestPerConversation.has(row.conversationId)) {
      newestPerConversation.set(row.conversationId, row);
    }
  }
  return newestPerConversation;
}
