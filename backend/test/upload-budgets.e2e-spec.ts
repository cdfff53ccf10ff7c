import { ERROR_TEXT } from '@club/contracts';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageCleanup } from '../src/modules/uploads/image-cleanup.js';
import { agentSignedInAs } from './support/accounts.js';
import { HTML_NAMED_PNG, OVERSIZE_PNG, PNG } from './support/images.js';
import {
  createTestDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './support/test-app.js';
import { chatStateCookieOf } from './support/visitors.js';

const ADMIN = { username: 'upload_admin', password: 'upload-admin-password' };
const NOT_AN_IMAGE = 'The file must be a JPEG, PNG, GIF or WebP image';
const FOREIGN_IMAGE = 'imageUrl must be the URL of an uploaded image';
// TRUST_PROXY=1 lets each test upload from addresses of its own through X-Forwarded-For.
const BEHIND_PROXY = { TRUST_PROXY: '1', RATE_LIMIT_UPLOAD: '1000/60', RATE_LIMIT_SEND: '1000/10' };

let lastOctet = 0;
/** A fresh client address for each caller, so budgets of one test never touch another's. */
const address = () => `203.0.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}`;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/** A PNG whose header claims width × height pixels, with a few bytes of (undecoded) data. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 1×1 PNG padded after its end to `bytes` bytes, to spend a known part of a budget. */
const pngOfSize = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);

/** Starts like a PNG, but no header follows the signature. */
const PNG_WITHOUT_HEADER = Buffer.concat([PNG.subarray(0, 8), Buffer.from('not a chunk at all')]);
/** Starts like a JPEG, but no frame header says how large it is. */
const JPEG_WITHOUT_HEADER = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xd9,
]);

type Route = 'member' | 'guest' | 'device';

/** Someone who uploads from one address: a member, or a visitor of either widget with a conversation of their own. */
class Uploader {
  private cookie = '';
  private fields: Record<string, string> = {};

  constructor(
    private readonly t: TestApp,
    readonly route: Route,
    readonly address: string,
  ) {}

  async ready(): Promise<this> {
    if (this.route === 'member') {
      const username = `uploader_${randomBytes(4).toString('hex')}`;
      const registered = await this.post('/api/register')
        .send({
          username,
          email: `${username}@example.com`,
          password: 'correct-horse-42',
          acceptTerms: true,
        })
        .expect(201);
      this.cookie = ([] as string[])
        .concat(registered.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('session_id='))!
        .split(';')[0];
    } else if (this.route === 'guest') {
      const created = await this.post('/api/chat-conversations')
        .send({ username: 'Pixel', subject: 'Support' })
        .expect(201);
      this.cookie = chatStateCookieOf(created.headers['set-cookie'])!;
      this.fields = { conversationId: created.body.id };
    } else {
      const deviceId = `device-${randomBytes(6).toString('hex')}`;
      const created = await this.post('/api/anonymous-chat/conversation')
        .send({ deviceId })
        .expect(200);
      this.cookie = chatStateCookieOf(created.headers['set-cookie'])!;
      this.fields = { conversationId: created.body.id, deviceId };
    }
    return this;
  }

  get conversationId(): string | undefined {
    return this.fields.conversationId;
  }

  post(path: string) {
    return this.call('post', path);
  }

  call(method: 'post' | 'delete', path: string) {
    const call = request(this.t.http)[method](path).set('X-Forwarded-For', this.address);
    return this.cookie ? call.set('Cookie', this.cookie) : call;
  }

  upload(bytes: Buffer) {
    const paths: Record<Route, string> = {
      member: '/api/chat/upload-image',
      guest: '/api/chat-upload-image',
      device: '/api/anonymous-chat/upload-image',
    };
    let call = this.post(paths[this.route]);
    for (const [name, value] of Object.entries(this.fields)) call = call.field(name, value);
    return call.attach('image', bytes, { filename: 'picture.png', contentType: 'image/png' });
  }
}

const ROUTES: Route[] = ['member', 'guest', 'device'];

function expectBudgetSpent(response: request.Response): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ statusCode: 429, message: ERROR_TEXT.uploadBudgetSpent });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(3600);
}

describe('upload byte budget (RATE_LIMIT_UPLOAD_BYTES)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...BEHIND_PROXY, RATE_LIMIT_UPLOAD_BYTES: '1000/3600' });
  });
  afterAll(() => t.close());

  it.each(ROUTES)(
    'refuses a %s upload past the budget with 429, Retry-After and a clear message',
    async (route) => {
      const uploader = await new Uploader(t, route, address()).ready();
      await uploader.upload(pngOfSize(600)).expect(201);
      expectBudgetSpent(await uploader.upload(pngOfSize(600)));
    },
  );

  it.each(ROUTES)(
    'counts a %s upload against its address: a fresh cookie or account does not bring a fresh budget',
    async (route) => {
      const place = address();
      await (await new Uploader(t, route, place).ready()).upload(pngOfSize(600)).expect(201);
      const fresh = await new Uploader(t, route, place).ready();
      expectBudgetSpent(await fresh.upload(pngOfSize(600)));
      await (await new Uploader(t, route, address()).ready()).upload(pngOfSize(600)).expect(201);
    },
  );

  it('counts guests and device visitors of one address against one budget', async () => {
    const place = address();
    await (await new Uploader(t, 'guest', place).ready()).upload(pngOfSize(600)).expect(201);
    expectBudgetSpent(
      await (await new Uploader(t, 'device', place).ready()).upload(pngOfSize(600)),
    );
  });

  it.each(ROUTES)(
    'spends nothing on refused %s files: not an image, too large, too many pixels',
    async (route) => {
      const uploader = await new Uploader(t, route, address()).ready();
      for (let attempt = 0; attempt < 3; attempt++) {
        await uploader.upload(Buffer.concat([HTML_NAMED_PNG, Buffer.alloc(900)])).expect(415);
        await uploader
          .upload(Buffer.concat([pngClaiming(10_000, 10_000), Buffer.alloc(900)]))
          .expect(422);
        await uploader.upload(OVERSIZE_PNG).expect(413);
      }
      await uploader.upload(pngOfSize(900)).expect(201);
    },
  );
});

describe('pixel limit (UPLOAD_MAX_MEGAPIXELS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(BEHIND_PROXY);
  });
  afterAll(() => t.close());

  it.each(ROUTES)(
    'refuses a %s image whose header claims more than 40 megapixels, and sends no message',
    async (route) => {
      const uploader = await new Uploader(t, route, address()).ready();
      const refused = await uploader.upload(pngClaiming(10_000, 10_000)).expect(422);
      expect(refused.body).toEqual({
        statusCode: 422,
        message: 'The image must be at most 40 megapixels',
      });
      await uploader.upload(pngClaiming(8_000, 5_001)).expect(422);
      await uploader.upload(pngClaiming(8_000, 5_000)).expect(201);
    },
  );

  it.each([
    ['a PNG signature without a header', PNG_WITHOUT_HEADER],
    ['a JPEG start without a frame header', JPEG_WITHOUT_HEADER],
  ])('refuses %s as not an image', async (_name, bytes) => {
    for (const route of ROUTES) {
      const uploader = await new Uploader(t, route, address()).ready();
      const refused = await uploader.upload(bytes).expect(415);
      expect(refused.body.message).toBe(NOT_AN_IMAGE);
    }
  });

  it('follows UPLOAD_MAX_MEGAPIXELS', async () => {
    const strict = await startTestApp({ ...BEHIND_PROXY, UPLOAD_MAX_MEGAPIXELS: '2' });
    try {
      const uploader = await new Uploader(strict, 'member', address()).ready();
      const refused = await uploader.upload(pngClaiming(2_000, 1_001)).expect(422);
      expect(refused.body.message).toBe('The image must be at most 2 megapixels');
      await uploader.upload(pngClaiming(2_000, 1_000)).expect(201);
    } finally {
      await strict.close();
    }
  });
});

describe('unused, deleted and served images', () => {
  let t: TestApp;
  let admin: request.Agent;
  beforeAll(async () => {
    t = await startTestApp({
      ...BEHIND_PROXY,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
  });
  afterAll(() => t.close());

  const nameOf = (url: string) => url.slice('/api/uploads/'.length);
  const rowOf = async (url: string) =>
    (
      await t.app
        .get(DataSource)
        .query(`SELECT * FROM "uploaded_images" WHERE "name" = $1`, [nameOf(url)])
    )[0] as { ownerKey: string; usedAt: Date | null } | undefined;
  /** As if the image had been stored `seconds` ago. */
  const age = (url: string, seconds: number) =>
    t.app
      .get(DataSource)
      .query(
        `UPDATE "uploaded_images" SET "storedAt" = now() - make_interval(secs => $2) WHERE "name" = $1`,
        [nameOf(url), seconds],
      );

  async function memberWithConversation() {
    const member = await new Uploader(t, 'member', address()).ready();
    const conversation = await member
      .post('/api/conversations')
      .send({ subject: 'Support' })
      .expect(201);
    return { member, conversationId: conversation.body.id as string };
  }

  it('serves uploads for the browser only: Cache-Control private', async () => {
    const { member } = await memberWithConversation();
    const { body } = await member.upload(PNG).expect(201);
    const served = await request(t.http).get(body.imageUrl).expect(200);
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('records who stored an image, and marks it used once a message carries it', async () => {
    const { member, conversationId } = await memberWithConversation();
    const { body } = await member.upload(PNG).expect(201);
    expect(await rowOf(body.imageUrl)).toMatchObject({
      ownerKey: expect.stringMatching(/^user:/),
      usedAt: null,
    });
    await member
      .post('/api/messages')
      .send({ conversationId, imageUrl: body.imageUrl })
      .expect(201);
    expect((await rowOf(body.imageUrl))?.usedAt).toBeInstanceOf(Date);

    const device = await new Uploader(t, 'device', address()).ready();
    const sent = await device.upload(PNG).expect(201);
    expect((await rowOf(sent.body.imageUrl))?.usedAt).toBeInstanceOf(Date);
  });

  it('deletes an image never sent within UPLOAD_UNUSED_TTL_SECONDS, file and row, and keeps sent ones', async () => {
    const { member, conversationId } = await memberWithConversation();
    const unused = (await member.upload(PNG).expect(201)).body.imageUrl as string;
    const sent = (await member.upload(PNG).expect(201)).body.imageUrl as string;
    await member.post('/api/messages').send({ conversationId, imageUrl: sent }).expect(201);
    await age(unused, 2 * 3600);
    await age(sent, 2 * 3600);

    const late = await member
      .post('/api/messages')
      .send({ conversationId, imageUrl: unused })
      .expect(400);
    expect(late.body.message).toBe(FOREIGN_IMAGE);
    await t.app.get(ImageCleanup).sweep();

    await request(t.http).get(unused).expect(404);
    expect(await rowOf(unused)).toBeUndefined();
    await request(t.http).get(sent).expect(200);
    await member.post('/api/messages').send({ conversationId, imageUrl: sent }).expect(201);
  });

  it('lets an image be sent only in the conversation it was first sent in', async () => {
    const first = await memberWithConversation();
    const other = await memberWithConversation();
    const { body } = await first.member.upload(PNG).expect(201);
    await first.member
      .post('/api/messages')
      .send({ conversationId: first.conversationId, imageUrl: body.imageUrl })
      .expect(201);
    const refused = await other.member
      .post('/api/messages')
      .send({ conversationId: other.conversationId, imageUrl: body.imageUrl })
      .expect(400);
    expect(refused.body.message).toBe(FOREIGN_IMAGE);
    await admin
      .post('/api/messages')
      .send({ conversationId: other.conversationId, imageUrl: body.imageUrl })
      .expect(400);
  });

  it("deletes the images of a member's conversation with it, the admin's replies too, and no others", async () => {
    const { member, conversationId } = await memberWithConversation();
    const kept = await memberWithConversation();
    const theirs = (await member.upload(PNG).expect(201)).body.imageUrl as string;
    await member.post('/api/messages').send({ conversationId, imageUrl: theirs }).expect(201);
    const reply = (
      await admin.post('/api/chat/upload-image').attach('image', PNG, 'reply.png').expect(201)
    ).body.imageUrl as string;
    await admin.post('/api/messages').send({ conversationId, imageUrl: reply }).expect(201);
    const other = (await kept.member.upload(PNG).expect(201)).body.imageUrl as string;
    await kept.member
      .post('/api/messages')
      .send({ conversationId: kept.conversationId, imageUrl: other })
      .expect(201);

    await member.call('delete', `/api/admin/conversations/${conversationId}`).expect(403);
    await request(t.http).get(theirs).expect(200);
    await admin.delete(`/api/admin/conversations/${conversationId}`).expect(204);

    for (const url of [theirs, reply]) {
      await request(t.http).get(url).expect(404);
      expect(await rowOf(url)).toBeUndefined();
    }
    await request(t.http).get(other).expect(200);
  });

  it.each([
    ['device', '/api/admin/anonymous-conversations/'],
    ['guest', '/api/admin/anonymous-conversations/'],
    ['device', '/api/admin/conversations/'],
    ['guest', '/api/admin/conversations/'],
  ] as const)(
    "deletes the images of a %s visitor's conversation deleted through %s",
    async (route, deletePath) => {
      const visitor = await new Uploader(t, route, address()).ready();
      const sent = await visitor.upload(PNG).expect(201);
      const conversationId = visitor.conversationId!;
      const reply = (
        await admin.post('/api/chat/upload-image').attach('image', PNG, 'reply.png').expect(201)
      ).body.imageUrl as string;
      await admin
        .post('/api/admin/anonymous-chat/messages')
        .send({ conversationId, imageUrl: reply })
        .expect(201);
      await request(t.http).get(sent.body.imageUrl).expect(200);

      await visitor.call('delete', `${deletePath}${conversationId}`).expect(401);
      await request(t.http).get(sent.body.imageUrl).expect(200);
      await admin.delete(`${deletePath}${conversationId}`).expect(204);

      for (const url of [sent.body.imageUrl as string, reply]) {
        await request(t.http).get(url).expect(404);
        expect(await rowOf(url)).toBeUndefined();
      }
    },
  );
});

describe('the unused-image sweep on several instances at once', () => {
  let database: TestDatabase;
  let uploads: string;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    uploads = mkdtempSync(path.join(tmpdir(), 'club-shared-uploads-'));
    const env = { ...BEHIND_PROXY, UPLOADS_DIR: uploads };
    first = await startTestApp(env, database);
    second = await startTestApp(env, database);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('deletes each expired image once, file and row, with both instances sweeping', async () => {
    const member = await new Uploader(first, 'member', address()).ready();
    const urls: string[] = [];
    for (let index = 0; index < 30; index++)
      urls.push((await member.upload(PNG).expect(201)).body.imageUrl);
    await first.app
      .get(DataSource)
      .query(`UPDATE "uploaded_images" SET "storedAt" = now() - interval '2 hours'`);

    const [one, two] = await Promise.all([
      first.app.get(ImageCleanup).sweep(),
      second.app.get(ImageCleanup).sweep(),
    ]);

    expect(one + two).toBe(urls.length);
    for (const url of urls) {
      expect(existsSync(path.join(uploads, url.slice('/api/uploads/'.length)))).toBe(false);
      await request(second.http).get(url).expect(404);
    }
    expect(
      await first.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS "left" FROM "uploaded_images"`),
    ).toEqual([{ left: 0 }]);
  });
});
