import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { ChatStatsView } from './dto/chat-views.js';

/** The first instant of today's club day: midnight in the club's time zone, bound as $1. */
const START_OF_TODAY = `date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1`;

/**
 * One list's three counts. A conversation counts once a person wrote in it. It waits for a
 * response while its newest message by a person (not the server's automatic ones) is the
 * customer's: a support answer or a payment request answers it, a bot message does not.
 */
function listStatsSql(conversations: string, messages: string, byPerson: string): string {
  return `
      SELECT
        count(*) FILTER (WHERE c."status" <> 'closed') AS "open",
        count(*) FILTER (
          WHERE c."status" <> 'closed'
            AND NOT (
              SELECT m."isFromAdmin" FROM "${messages}" m
               WHERE m."conversationId" = c."id"${byPerson}
               ORDER BY m."id" DESC
               LIMIT 1
            )
        ) AS "waiting",
        count(*) FILTER (WHERE c."status" = 'closed' AND c."closedAt" >= ${START_OF_TODAY})
          AS "closedToday"
      FROM "${conversations}" c
      WHERE c."firstMessageAt" IS NOT NULL`;
}

/** Exported for the benchmark's EXPLAIN checks: both lists' counts, added up ($1: the time zone). */
export const CHAT_STATS_SQL = `
      SELECT sum("open") AS "open", sum("waiting") AS "waiting", sum("closedToday") AS "closedToday"
      FROM (${listStatsSql('conversations', 'messages', ` AND m."template" IS NULL`)}
        UNION ALL ${listStatsSql('anonymous_conversations', 'anonymous_messages', '')}
      ) lists`;

/**
 * The admin's three cards, counted in the database across members' and visitors' chats: open
 * (not closed), waiting for a response (the customer wrote last) and closed today (CLUB_TIME_ZONE's
 * today).
 */
@Injectable()
export class ChatStatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async stats(): Promise<ChatStatsView> {
    const [row] = await this.dataSource.query(CHAT_STATS_SQL, [this.config.clubTimeZone]);
    return {
      open: Number(row.open),
      waiting: Number(row.waiting),
      closedToday: Number(row.closedToday),
    };
  }
}
