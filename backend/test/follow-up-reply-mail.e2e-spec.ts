import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs } from './support/accounts.js';
import { SmtpInbox } from './support/smtp-inbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation } from './support/visitors.js';

const ADMIN = { username: 'follow_up_admin', password: 'follow-up-admin-password' };
const PUBLIC_URL = 'https://club.example.test';

describe("support's replies mailed to a visitor's follow-up address", () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let admin: request.Agent;
  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    t = await startTestApp({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_SEND: '1000/10',
      SMTP_URL: inbox.url,
      PUBLIC_URL,
      FOLLOW_UP_MAIL_DELAY_SECONDS: '1',
    });
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  /** A device visitor who wrote once and left `email`. */
  async function visitorWithAddress(email: string) {
    const visitor = await deviceConversation(
      t.http,
      `device-${Date.now()}-${randomBytes(3).toString('hex')}`,
    );
    const write = (content: string) =>
      request(t.http)
        .post('/api/anonymous-chat/messages')
        .set('Cookie', visitor.cookie)
        .send({ conversationId: visitor.conversation.id, deviceId: visitor.deviceId, content })
        .expect(201);
    await write('Hello, anyone there?');
    await request(t.http)
      .put(`/api/visitor-conversations/${visitor.conversation.id}/follow-up-email`)
      .set('Cookie', visitor.cookie)
      .send({ email })
      .expect(200);
    return { ...visitor, write };
  }

  const reply = (conversationId: string, content: string) =>
    admin.post('/api/admin/anonymous-chat/messages').send({ conversationId, content }).expect(201);

  it('mails one burst of replies once, and the next burst after the visitor writes again', async () => {
    const email = 'burst@example.com';
    const visitor = await visitorWithAddress(email);

    await reply(visitor.conversation.id, 'Hi! <b>Here</b> to help.');
    await reply(visitor.conversation.id, 'Are you still there?');

    const first = await inbox.nthMailTo(email);
    expect(first.subject).toBe('Support replied to your chat');
    expect(first.text).toContain('"Hi! <b>Here</b> to help."');
    expect(first.text).toContain(PUBLIC_URL);
    expect(first.html).toContain('Hi! &lt;b&gt;Here&lt;/b&gt; to help.');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(inbox.mailsTo(email)).toHaveLength(1);

    await visitor.write('Yes, still here');
    await reply(visitor.conversation.id, 'Great, your deposit is done.');
    const second = await inbox.nthMailTo(email, 2);
    expect(second.text).toContain('Great, your deposit is done.');
  });

  it('mails nothing when the visitor reads the reply in time, or left no address', async () => {
    const reader = await visitorWithAddress('reader@example.com');
    const silent = await deviceConversation(t.http, `device-${Date.now()}-silent`);
    await reply(reader.conversation.id, 'Read me in the widget');
    await reply(silent.conversation.id, 'Nobody gets this by mail');
    await request(t.http)
      .post(`/api/anonymous-chat/conversations/${reader.conversation.id}/mark-read`)
      .set('Cookie', reader.cookie)
      .send({})
      .expect(200);

    // A later reply to a third visitor is mailed after the delay of the first two has passed.
    const marker = await visitorWithAddress('marker@example.com');
    await reply(marker.conversation.id, 'Marker');
    await inbox.nthMailTo('marker@example.com');
    expect(inbox.mailsTo('reader@example.com')).toEqual([]);
  });
});
