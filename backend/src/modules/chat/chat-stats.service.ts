import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ChatStatsView } from './dto/chat-views.js';

/** Exported for the benchmark's EXPLAIN checks. */
export const CHAT_STATS_SQL = `
      SELECT
        (SELECT count(*) FROM "conversations" WHERE "status" = 'open')
          + (SELECT count(*) FROM "anonymous_conversations" WHERE "status" = 'open') AS "open",
        (SELECT count(*) FROM "conversations" WHERE "status" = 'waiting')
          + (SELECT count(*) FROM "anonymous_conversations" WHERE "status" = 'waiting') AS "waiting",
        (SELECT count(*) FROM "conversations" WHERE "status" = 'closed' AND "closedAt" >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
          + (SELECT count(*) FROM "anonymous_conversations" WHERE "status" = 'closed' AND "closedAt" >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS "closedToday"`;

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
