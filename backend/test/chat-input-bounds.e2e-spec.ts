import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './support/images.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

/** Beyond the safe integers: 1e20 overflows bigint, 2^63-1 is rounded up to 2^63 by JavaScript. */
const UNSAFE_AFTER = ['99999999999999999999', '9223372036854775807'];
const AFTER_TOO_LARGE = 'after must be at most 9007199254740991';

describe('visitor chat input bounds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each(['0x253', '595e0', '+595', '595.0', '%20595'])(
    'refuses ?after=%s, which is not written as a whole number, with 400',
    async (after) => {
      const device = await deviceConversation(t.http);
      const refused = await request(t.http)
        .get(`/api/anonymous-chat/conversations/${device.conversation.id}/messages?after=${after}`)
        .set('Cookie', device.cookie)
        .expect(400);
      expect(refused.body.message).toBe('after must be a message id');
      await request(t.http)
        .get(`/api/anonymous-chat/conversations/${device.conversation.id}/messages?after=0595`)
        .set('Cookie', device.cookie)
        .expect(200);
    },
  );

  it.each(UNSAFE_AFTER)('refuses ?after=%s on both visitor widgets with 400', async (after) => {
    const device = await deviceConversation(t.http);
    const fromDevice = await request(t.http)
      .get(`/api/anonymous-chat/conversations/${device.conversation.id}/messages?after=${after}`)
      .set('Cookie', device.cookie)
      .expect(400);
    expect(fromDevice.body.message).toBe(AFTER_TOO_LARGE);

    const guest = await guestConversation(t.http);
    const fromGuest = await request(t.http)
      .get(`/api/chat-conversations/${guest.conversation.id}/messages?after=${after}`)
      .set('Cookie', guest.cookie)
      .expect(400);
    expect(fromGuest.body.message).toBe(AFTER_TOO_LARGE);
  });

  it('names the caption field when a guest upload caption is too long', async () => {
    const { conversation, cookie } = await guestConversation(t.http);
    const response = await request(t.http)
      .post('/api/chat-upload-image')
      .set('Cookie', cookie)
      .field('conversationId', conversation.id)
      .field('caption', 'x'.repeat(4001))
      .attach('image', PNG, 'shot.png')
      .expect(400);
    expect(response.body.message).toBe('caption must be at most 4000 characters');
  });

  it('names the content field when a device upload caption is too long', async () => {
    const { conversation, cookie, deviceId } = await deviceConversation(t.http);
    const response = await request(t.http)
      .post('/api/anonymous-chat/upload-image')
      .set('Cookie', cookie)
      .field('conversationId', conversation.id)
      .field('deviceId', deviceId)
      .field('content', 'x'.repeat(4001))
      .attach('image', PNG, 'shot.png')
      .expect(400);
    expect(response.body.message).toBe('content must be at most 4000 characters');
  });
});
