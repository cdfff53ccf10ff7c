import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ChatStatsView } from './dto/chat-views.js';

/** Exported for the benchmark's EXPLAIN checks. Conversations without a message do not count. */
export const CHAT_STATS_SQL = `
      SELECT
        (SELECT count(*) FROM "conversations" WHERE "status" = 'open' AND "firstMessageAt" IS NOT NULL)
          + (SELECT count(*) FROM "anonymous_conversations" WHERE "status" = 'open' AND "firstMessageAt" IS NOT NULL) AS "open",
        (SELECT count(*) FROM "conversations" WHERE "status" = 'waiting' AND "firstMessageAt" IS NOT NULL)
          + (SELECT count(*) FROM "anonymous_conversations" WHERE "status" = 'waiting' AND "firstMessageAt" IS NOT NULL) AS "waiting",
        (SELECT count(*) FROM "conversations" WHERE "status" = 'closed' AND "firstMessageAt" IS NOT NULL AND "closedAt" >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
          + (SELECT count(*) FROM "anonymous_conversations" WHERE "status" = 'closed' AND "firstMessageAt" IS NOT NULL AND "closedAt" >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS "closedToday"`;

/** The admin's three cards, counted in the database across members' and visitors' chats. */
@Injectable()
export class ChatStatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async stats(): Promise<ChatStatsView> {
    const [row] = await this.dataSource.query(CHAT_STATS_SQL);
    return {
      open: Number(row.open),
      waiting: Number(row.waiting),
      closedToday: Number(row.closedToday),
    };
  }
}
