import type { ChatStatsView } from '@club/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';
import { guestConversation } from './support/visitors.js';

const ADMIN = { username: 'zone_desk', password: 'zone-desk-password' };
/** UTC+14 all year, so its midnight is never UTC's: 10:00 UTC the day before or the same day. */
const ZONE = 'Pacific/Kiritimati';
const ZONE_OFFSET_MS = 14 * 3_600_000;

/** This instant's midnight in ZONE, worked out from its fixed offset (not by the database). */
function zoneMidnight(now = Date.now()): number {
  const local = new Date(now + ZONE_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - ZONE_OFFSET_MS;
}

describe('"Closed Today" counts the day of CLUB_TIME_ZONE', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startChatTestApp(ADMIN, { CLUB_TIME_ZONE: ZONE });
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
  });
  afterAll(() => t.close());

  const closedToday = async () =>
    ((await admin.get('/api/admin/chat-stats').expect(200)).body as ChatStatsView).closedToday;
  const setClosedAt = (id: string, at: number) =>
    withClient(t.database.url, (client) =>
      client.query(`UPDATE "anonymous_conversations" SET "closedAt" = $2 WHERE "id" = $1`, [
        id,
        new Date(at),
      ]),
    );

  it('from the zone’s midnight on, not UTC’s', async () => {
    const { conversation, cookie } = await guestConversation(t.http);
    await request(t.http)
      .post(`/api/chat-conversations/${conversation.id}/messages`)
      .set('Cookie', cookie)
      .send({ content: 'Close me' })
      .expect(201);
    await admin
      .patch(`/api/admin/anonymous-conversations/${conversation.id}/status`)
      .send({ status: 'closed' })
      .expect(204);
    const closedNow = await closedToday();
    const midnight = zoneMidnight();
    // One of these two is on the other side of UTC's midnight, whatever the hour: a count from
    // UTC's midnight gets one of them wrong.
    await setClosedAt(conversation.id, midnight + 60_000);
    expect(await closedToday()).toBe(closedNow);
    await setClosedAt(conversation.id, midnight - 60_000);
    expect(await closedToday()).toBe(closedNow - 1);
  });
});
