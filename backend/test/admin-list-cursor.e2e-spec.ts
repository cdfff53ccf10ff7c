import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { username: 'cursor_admin', password: 'cursor-admin-password' };
const ID = '0b7c9e6a-1f2d-4c3b-9a8e-7d6c5b4a3f21';
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const LISTS = ['/api/admin/conversations', '/api/admin/anonymous-conversations'];

const cursorOf = (text: string) => Buffer.from(text).toString('base64url');

/** Times that Date.parse accepts (or nearly) but that are not what the server writes. */
const FORGED_TIMES = [
  '1',
  '2020-13-45',
  '2020-02-30 00:00:00+00',
  '+275760-09-13T00:00:00Z',
  '99999-01-01 00:00:00+00',
  '2026-11-22 25:00:00+00',
  '2026-11-22 01:02:03+99',
  'Tue, 01 Jan 0000 00:00:00 GMT',
];

/** Cursor texts: a random or near-valid time, then a random or real id, sometimes more parts. */
const cursorText = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom(...FORGED_TIMES),
        fc.string({ maxLength: 40 }),
        fc
          .date({ noInvalidDate: true })
          .map((date) => date.toISOString().replace('T', ' ').replace('Z', '+00')),
        fc.integer().map(String),
      ),
      fc.oneof(fc.constant(ID), fc.uuid(), fc.string({ maxLength: 40 })),
      fc.array(fc.string({ maxLength: 10 }), { maxLength: 2 }),
    )
    .map(([time, id, rest]) => [time, id, ...rest].join('|')),
);

describe('admin list cursors', () => {
  let t: TestApp;
  let admin: request.Agent;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
  });
  afterAll(() => t.close());

  describe.each(LISTS)('GET %s', (list) => {
    it.each(FORGED_TIMES)('answers 400 to a cursor whose time is %j', async (time) => {
      const response = await admin
        .get(list)
        .query({ cursor: cursorOf(`${time}|${ID}`) })
        .expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'cursor is not valid' });
    });

    it('accepts a cursor in the exact form it writes', async () => {
      await admin
        .get(list)
        .query({ cursor: cursorOf(`2026-11-22 01:02:03.456789+00|${ID}`) })
        .expect(200);
    });

    it('never answers a 5xx to a random cursor: either a page or 400 cursor is not valid', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(cursorText.map(cursorOf), fc.string({ maxLength: 200 })),
          async (cursor) => {
            const response = await admin.get(list).query({ cursor });
            expect(response.status).toBeLessThan(500);
            if (response.status !== 200) {
              expect(response.status).toBe(400);
              expect(response.body.message).toBe('cursor is not valid');
            }
          },
        ),
        { numRuns: RUNS },
      );
    });
  });
});
