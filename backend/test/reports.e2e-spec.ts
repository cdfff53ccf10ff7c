import { REPORT_MAX_DAYS, REPORT_TEXT, type DeskReportView } from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, signedInAgent } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation } from './support/visitors.js';

const ADMIN = { username: 'reports_admin', password: 'reports-admin-password' };
const SECOND_ADMIN = 'reports_second';
const PATH = '/api/admin/reports/desk';
const IDS = {
  before: '00000000-0000-4000-8000-0000000000a0',
  memberClosed: '00000000-0000-4000-8000-0000000000a1',
  memberOpen: '00000000-0000-4000-8000-0000000000a2',
  visitorClosedLater: '00000000-0000-4000-8000-0000000000b1',
  visitorUnanswered: '00000000-0000-4000-8000-0000000000b2',
};

describe('desk reports: GET /api/admin/reports/desk', () => {
  let t: TestApp;
  let admin: request.Agent;
  let adminId: string;
  let secondId: string;

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    const signedIn = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
    admin = signedIn.agent;
    adminId = signedIn.user.id;
    const second = await signedInAgent(t.http, { username: SECOND_ADMIN });
    secondId = second.user.id;
    const member = await signedInAgent(t.http);
    await withClient(t.database.url, async (client) => {
      await client.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [secondId]);
      const conversation = `INSERT INTO conversations (id, "userId", status, "createdAt", "closedAt", "assigneeId", "adminId")
                            VALUES ($1, $2, $3, $4, $5, $6, $7)`;
      // Started Sunday 1 March, closed Tuesday 3 March: in the backlog at the end of 2 March only.
      await client.query(conversation, [
        IDS.before,
        member.user.id,
        'closed',
        '2026-03-01T08:00:00Z',
        '2026-03-03T08:00:00Z',
        null,
        adminId,
      ]);
      await client.query(conversation, [
        IDS.memberClosed,
        member.user.id,
        'closed',
        '2026-03-02T10:00:00Z',
        '2026-03-02T12:00:00Z',
        adminId,
        adminId,
      ]);
      await client.query(conversation, [
        IDS.memberOpen,
        member.user.id,
        'open',
        '2026-03-02T11:00:00Z',
        null,
        secondId,
        secondId,
      ]);
      const message = `INSERT INTO messages ("conversationId", content, "isFromAdmin", "senderId", "createdAt") VALUES ($1, 'x', $2, $3, $4)`;
      await client.query(message, [IDS.before, false, member.user.id, '2026-03-01T08:00:00Z']);
      await client.query(message, [
        IDS.memberClosed,
        false,
        member.user.id,
        '2026-03-02T10:00:00Z',
      ]);
      // A bot message has no sender: it is not a response.
      await client.query(message, [IDS.memberClosed, true, null, '2026-03-02T10:00:01Z']);
      await client.query(message, [IDS.memberClosed, true, adminId, '2026-03-02T10:02:00Z']);
      // An admin message before the customer's first one is not a response to it.
      await client.query(message, [IDS.memberOpen, true, adminId, '2026-03-02T11:00:30Z']);
      await client.query(message, [IDS.memberOpen, false, member.user.id, '2026-03-02T11:01:00Z']);
      await client.query(message, [IDS.memberOpen, true, secondId, '2026-03-02T11:11:00Z']);
      const visitor = `INSERT INTO anonymous_conversations (id, "deviceId", kind, "visitorKey", status, "createdAt", "closedAt", "adminId")
                       VALUES ($1, $2, 'device', repeat('0', 64), $3, $4, $5, $6)`;
      await client.query(visitor, [
        IDS.visitorClosedLater,
        'device-report-1',
        'closed',
        '2026-03-03T09:00:00Z',
        '2026-03-05T09:00:00Z',
        adminId,
      ]);
      await client.query(visitor, [
        IDS.visitorUnanswered,
        'device-report-2',
        'open',
        '2026-03-03T23:30:00Z',
        null,
        null,
      ]);
      const visitorMessage = `INSERT INTO anonymous_messages ("conversationId", "deviceId", content, "isFromAdmin", "adminSenderId", "createdAt")
                              VALUES ($1, 'device-report', 'x', $2, $3, $4)`;
      await client.query(visitorMessage, [
        IDS.visitorClosedLater,
        false,
        null,
        '2026-03-03T09:00:00Z',
      ]);
      await client.query(visitorMessage, [
        IDS.visitorClosedLater,
        true,
        adminId,
        '2026-03-03T09:05:00Z',
      ]);
      await client.query(visitorMessage, [
        IDS.visitorUnanswered,
        false,
        null,
        '2026-03-03T23:30:00Z',
      ]);
      // What storing their first message sets: only conversations with one are reported.
      for (const [table, messages] of [
        ['conversations', 'messages'],
        ['anonymous_conversations', 'anonymous_messages'],
      ])
        await client.query(
          `UPDATE ${table} c SET "firstMessageAt" = (SELECT min(m."createdAt") FROM ${messages} m WHERE m."conversationId" = c.id)
            WHERE c.id = ANY($1::uuid[])`,
          [Object.values(IDS)],
        );
    });
  });
  afterAll(() => t.close());

  it('computes every figure in SQL over both inbox lists, with exact known answers', async () => {
    const { body } = await admin.get(`${PATH}?from=2026-03-02&to=2026-03-04`).expect(200);
    expect(body).toEqual({
      from: '2026-03-02',
      to: '2026-03-04',
      days: [
        {
          day: '2026-03-02',
          started: 2,
          medianFirstResponseSeconds: 360,
          medianResolutionSeconds: 7200,
          openAtEndOfDay: 2,
        },
        {
          day: '2026-03-03',
          started: 2,
          medianFirstResponseSeconds: 300,
          medianResolutionSeconds: 172800,
          openAtEndOfDay: 3,
        },
        {
          day: '2026-03-04',
          started: 0,
          medianFirstResponseSeconds: null,
          medianResolutionSeconds: null,
          openAtEndOfDay: 3,
        },
      ],
      admins: [
        {
          adminId,
          username: ADMIN.username,
          firstResponses: 2,
          medianFirstResponseSeconds: 210,
          resolved: 2,
          medianResolutionSeconds: 90000,
        },
        {
          adminId: secondId,
          username: SECOND_ADMIN,
          firstResponses: 1,
          medianFirstResponseSeconds: 600,
          resolved: 0,
          medianResolutionSeconds: null,
        },
      ],
      customerMessagesByHour: [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
      ],
      customerMessagesByWeekday: [2, 2, 0, 0, 0, 0, 0],
    } satisfies DeskReportView);
  });

  it('answers an empty range with zero days, no admins and no messages', async () => {
    const { body } = await admin.get(`${PATH}?from=2025-01-01&to=2025-01-01`).expect(200);
    expect(body).toEqual({
      from: '2025-01-01',
      to: '2025-01-01',
      days: [
        {
          day: '2025-01-01',
          started: 0,
          medianFirstResponseSeconds: null,
          medianResolutionSeconds: null,
          openAtEndOfDay: 0,
        },
      ],
      admins: [],
      customerMessagesByHour: Array(24).fill(0),
      customerMessagesByWeekday: Array(7).fill(0),
    });
  });

  it('defaults to the last 14 days, today included', async () => {
    const { body } = await admin.get(PATH).expect(200);
    const today = new Date().toISOString().slice(0, 10);
    const first = new Date(Date.parse(`${today}T00:00:00Z`) - 13 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(body.from).toBe(first);
    expect(body.to).toBe(today);
    expect(body.days).toHaveLength(14);
    const onlyTo = await admin.get(`${PATH}?to=2026-03-14`).expect(200);
    expect([onlyTo.body.from, onlyTo.body.to]).toEqual(['2026-03-01', '2026-03-14']);
  });

  it(`refuses bad ranges with exact texts, and allows exactly ${REPORT_MAX_DAYS} days`, async () => {
    for (const [query, message] of [
      ['from=yesterday', REPORT_TEXT.fromInvalid],
      ['from=2026-02-30', REPORT_TEXT.fromInvalid],
      ['to=2026-13-01', REPORT_TEXT.toInvalid],
      ['to=2026-03-04T00:00:00Z', REPORT_TEXT.toInvalid],
      ['from=2026-03-01&from=2026-03-02', REPORT_TEXT.fromInvalid],
      ['from=2026-03-05&to=2026-03-04', REPORT_TEXT.order],
      ['from=2026-01-01&to=2026-04-03', REPORT_TEXT.tooLong],
    ]) {
      const answer = await admin.get(`${PATH}?${query}`).expect(400);
      expect(answer.body.message).toBe(message);
    }
    const longest = await admin.get(`${PATH}?from=2026-01-01&to=2026-04-02`).expect(200);
    expect(longest.body.days).toHaveLength(REPORT_MAX_DAYS);
  });

  it('is for admins only: 401 anonymous and for a visitor, 403 for a member', async () => {
    const anonymous = await request(t.http).get(PATH).expect(401);
    expect(anonymous.body.message).toBe('Not signed in');
    const member = await signedInAgent(t.http);
    const refused = await member.agent.get(PATH).expect(403);
    expect(refused.body.message).toBe('You do not have permission to do this');
    const device = await deviceConversation(t.http);
    const visitor = await request(t.http).get(PATH).set('Cookie', device.cookie).expect(401);
    expect(visitor.body.message).toBe('Not signed in');
  });
});
