import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, registeredCookie } from './support/accounts.js';
import { PNG } from './support/images.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

const ADMIN = { username: 'empty_body_admin', password: 'empty-body-admin-password' };

describe('calls that take no body refuse fields, like every DTO', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  });
  afterAll(() => t.close());

  it('answers 400 to a mark-read with a field, and 200 to an empty or absent body, on all five mark-read calls', async () => {
    const admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
    const { cookie } = await registeredCookie(t.http);
    const { body: conversation } = await request(t.http)
      .post('/api/conversations')
      .set('Cookie', cookie)
      .send({})
      .expect(201);
    const device = await deviceConversation(t.http);
    const guest = await guestConversation(t.http, 'Quasar');
    const calls: [string, (path: string) => request.Test][] = [
      [
        `/api/conversations/${conversation.id}/mark-read`,
        (path) => request(t.http).post(path).set('Cookie', cookie),
      ],
      [
        `/api/anonymous-chat/conversations/${device.conversation.id}/mark-read`,
        (path) => request(t.http).post(path).set('Cookie', device.cookie),
      ],
      [
        `/api/chat-conversations/${guest.conversation.id}/mark-read`,
        (path) => request(t.http).post(path).set('Cookie', guest.cookie),
      ],
      [`/api/admin/conversations/${conversation.id}/mark-read`, (path) => admin.post(path)],
      [
        `/api/admin/anonymous-conversations/${device.conversation.id}/mark-read`,
        (path) => admin.post(path),
      ],
    ];
    for (const [path, post] of calls) {
      const refused = await post(path).send({ foo: 1 }).expect(400);
      expect(refused.body.message).toBe('property foo should not exist');
      expect((await post(path).send({}).expect(200)).body).toEqual({ updated: 0 });
      expect((await post(path).expect(200)).body).toEqual({ updated: 0 });
    }
  });

  it("answers 400 to a member's image upload with an unknown field", async () => {
    const { cookie } = await registeredCookie(t.http);
    const refused = await request(t.http)
      .post('/api/chat/upload-image')
      .set('Cookie', cookie)
      .field('extra', '1')
      .attach('image', PNG, 'shot.png')
      .expect(400);
    expect(refused.body.message).toBe('property extra should not exist');
    await request(t.http)
      .post('/api/chat/upload-image')
      .set('Cookie', cookie)
      .attach('image', PNG, 'shot.png')
      .expect(201);
  });
});
