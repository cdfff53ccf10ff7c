import {
  DEFAULT_SITE_SETTINGS,
  ERROR_TEXT,
  SITE_SETTINGS_LIMITS,
  type SiteSettingsBody,
} from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, signedInAgent } from './support/accounts.js';
import { redisAnswers, startTwoInstances, TEST_REDIS_URL } from './support/redis.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation } from './support/visitors.js';

const ADMIN = { username: 'settings_admin', password: 'settings-admin-password' };
const ADMIN_ENV = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
const PATH = '/api/admin/site-settings';
const EXPECTED_REPLY = 'We answer within the hour';

const EDITED: SiteSettingsBody = {
  contactEmail: 'hello@club.example',
  contactPhone: '+1 (555) 010-2030',
  supportHours: 'Every day, 9:00 to 23:00',
  expectedReply: 'We answer before midnight',
  pokerClubCode: '135790',
  discordUrl: 'https://discord.com/invite/newclub',
  telegramUrl: 'https://t.me/newclub',
  instagramUrl: 'https://instagram.com/newclub',
  tiktokUrl: 'https://www.tiktok.com/@newclub',
  youtubeUrl: 'https://youtu.be/newclub',
  facebookUrl: 'https://m.facebook.com/newclub',
};

describe('club settings: GET/PUT /api/admin/site-settings', () => {
  let t: TestApp;
  let admin: request.Agent;

  beforeAll(async () => {
    t = await startTestApp({ ...ADMIN_ENV, SUPPORT_EXPECTED_REPLY: EXPECTED_REPLY });
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
  });
  afterAll(() => t.close());

  it.each([
    ['get', undefined],
    ['put', EDITED],
  ] as const)(
    '%s answers 401 anonymous and to a visitor, 403 to a member',
    async (method, body) => {
      const anonymous = await request(t.http)[method](PATH).send(body).expect(401);
      expect(anonymous.body.message).toBe(ERROR_TEXT.notSignedIn);
      const device = await deviceConversation(t.http);
      const visitor = await request(t.http)[method](PATH).set('Cookie', device.cookie).send(body);
      expect(visitor.status).toBe(401);
      const member = await signedInAgent(t.http);
      const refused = await member.agent[method](PATH).send(body).expect(403);
      expect(refused.body.message).toBe(ERROR_TEXT.forbidden);
    },
  );

  it("starts from the site's former values and SUPPORT_EXPECTED_REPLY", async () => {
    const { body } = await admin.get(PATH).expect(200);
    expect(body).toEqual({ ...DEFAULT_SITE_SETTINGS, expectedReply: EXPECTED_REPLY });
    const { body: status } = await request(t.http).get('/api/support-status').expect(200);
    expect(status.expectedReply).toBe(EXPECTED_REPLY);
  });

  it.each([
    [
      { discordUrl: 'http://discord.gg/club' },
      'Discord link must be an https:// address on discord.gg or discord.com',
    ],
    [
      { discordUrl: 'https://discord.evil.example/club' },
      'Discord link must be an https:// address on discord.gg or discord.com',
    ],
    [
      { telegramUrl: 'https://t.me.evil.example/club' },
      'Telegram link must be an https:// address on t.me or telegram.me',
    ],
    [
      { youtubeUrl: 'javascript:alert(1)' },
      'YouTube link must be an https:// address on youtube.com or youtu.be',
    ],
    [
      { instagramUrl: `https://instagram.com/${'a'.repeat(200)}` },
      `Instagram link must be at most ${SITE_SETTINGS_LIMITS.url} characters`,
    ],
    [
      { facebookUrl: 'https://user:pw@facebook.com/club' },
      'Facebook link must be an https:// address on facebook.com or fb.com',
    ],
    [{ tiktokUrl: 42 }, 'TikTok link must be text'],
    [{ pokerClubCode: '12345' }, 'Poker club code must be 6 digits'],
    [{ pokerClubCode: '12345a' }, 'Poker club code must be 6 digits'],
    [{ contactEmail: 'not-an-address' }, 'Contact e-mail must be an e-mail address'],
    [
      { contactPhone: 'call us' },
      'Contact phone may contain only digits, spaces, +, - and brackets',
    ],
    [{ supportHours: '   ' }, 'Support hours is required'],
    [{ expectedReply: 'x'.repeat(121) }, 'Expected reply must be at most 120 characters'],
    [{ contactEmail: undefined }, 'Contact e-mail must be text'],
    [{ role: 'admin' }, 'property role should not exist'],
  ])('refuses %j with 400 and the exact message', async (change, message) => {
    const answer = await admin
      .put(PATH)
      .send({ ...EDITED, ...change })
      .expect(400);
    expect(answer.body.message).toBe(message);
    expect((await admin.get(PATH).expect(200)).body.discordUrl).not.toBe(EDITED.discordUrl);
  });

  it('saves every setting, trimmed, and the public pages read them at once', async () => {
    const before = await request(t.http).get('/api/site-config').expect(200);
    expect(before.body.discordUrl).toBe(DEFAULT_SITE_SETTINGS.discordUrl);

    const { body } = await admin
      .put(PATH)
      .send({ ...EDITED, supportHours: `  ${EDITED.supportHours}  ` })
      .expect(200);
    expect(body).toEqual(EDITED);
    expect((await admin.get(PATH).expect(200)).body).toEqual(EDITED);

    const after = await request(t.http).get('/api/site-config').expect(200);
    expect(after.body).toEqual({ ...EDITED, visitorChat: 'guest', clubTimeZone: 'UTC' });
    const { body: status } = await request(t.http).get('/api/support-status').expect(200);
    expect(status.expectedReply).toBe(EDITED.expectedReply);
  });
});

const redisAvailable = await redisAnswers(TEST_REDIS_URL);
if (!redisAvailable)
  console.warn(`Settings across instances not tested: no Redis answers at ${TEST_REDIS_URL}.`);

describe.runIf(redisAvailable)('club settings across two instances', () => {
  it("a save on one instance replaces the other's cached copy at once", async () => {
    const instances = await startTwoInstances(ADMIN_ENV);
    try {
      const { a, b } = instances;
      const cachedOnB = await request(b.http).get('/api/site-config').expect(200);
      expect(cachedOnB.body.pokerClubCode).toBe(DEFAULT_SITE_SETTINGS.pokerClubCode);

      const adminOnA = (await agentSignedInAs(a.http, ADMIN.username, ADMIN.password)).agent;
      await adminOnA.put(PATH).send(EDITED).expect(200);

      await expect
        .poll(async () => (await request(b.http).get('/api/site-config')).body.pokerClubCode, {
          timeout: 2_000,
        })
        .toBe(EDITED.pokerClubCode);
    } finally {
      await instances.close();
    }
  });
});
