import { randomBytes } from 'node:crypto';
import { FOLLOW_UP_ERROR } from '@club/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs } from './support/accounts.js';
import { SmtpInbox, type ReceivedMail } from './support/smtp-inbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation } from './support/visitors.js';

const ADMIN = { username: 'follow_up_admin', password: 'follow-up-admin-password' };
const PUBLIC_URL = 'https://club.example.test';
const CONFIRM_SUBJECT = 'Confirm your e-mail for chat replies';
const REPLY_SUBJECT = 'Support replied to your chat';
const LINK_INVALID = { statusCode: 400, message: FOLLOW_UP_ERROR.linkInvalid };

/** The confirmation link of a mail's plain-text body, and its token. */
function confirmLinkOf(mail: ReceivedMail): { link: string; token: string } {
  const link = /https?:\/\/\S+\/confirm-chat-email#token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No confirmation link in: ${mail.text}`);
  return { link, token: new URLSearchParams(new URL(link).hash.slice(1)).get('token')! };
}

const newAddress = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

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
      RATE_LIMIT_VERIFICATION_MAIL: '3/3600',
    });
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const confirmAddress = (token: string) =>
    request(t.http).post('/api/follow-up-email/confirm').send({ token });

  /** A device visitor who wrote once and left `email`, confirmed from its mail unless told not to. */
  async function visitorWithAddress(email: string, { confirmed = true } = {}) {
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
    const leave = (address: string) =>
      request(t.http)
        .put(`/api/visitor-conversations/${visitor.conversation.id}/follow-up-email`)
        .set('Cookie', visitor.cookie)
        .send({ email: address });
    const view = () =>
      request(t.http)
        .get(`/api/visitor-conversations/${visitor.conversation.id}/follow-up-email`)
        .set('Cookie', visitor.cookie)
        .expect(200)
        .then((response) => response.body as unknown);
    expect((await leave(email).expect(200)).body).toEqual({ email, confirmed: false });
    const confirmation = await inbox.nthMailTo(email, 1, CONFIRM_SUBJECT);
    if (confirmed) await confirmAddress(confirmLinkOf(confirmation).token).expect(200);
    return { ...visitor, write, leave, view, confirmation };
  }

  const reply = (conversationId: string, content: string) =>
    admin.post('/api/admin/anonymous-chat/messages').send({ conversationId, content }).expect(201);

  it('mails one burst of replies once, and the next burst after the visitor writes again', async () => {
    const email = 'burst@example.com';
    const visitor = await visitorWithAddress(email);

    await reply(visitor.conversation.id, 'Hi! <b>Here</b> to help.');
    await reply(visitor.conversation.id, 'Are you still there?');

    const first = await inbox.nthMailTo(email, 1, REPLY_SUBJECT);
    expect(first.text).toContain('"Hi! <b>Here</b> to help."');
    expect(first.text).toContain(PUBLIC_URL);
    expect(first.html).toContain('Hi! &lt;b&gt;Here&lt;/b&gt; to help.');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(inbox.mailsTo(email, REPLY_SUBJECT)).toHaveLength(1);

    await visitor.write('Yes, still here');
    await reply(visitor.conversation.id, 'Great, your deposit is done.');
    const second = await inbox.nthMailTo(email, 2, REPLY_SUBJECT);
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
    await inbox.nthMailTo('marker@example.com', 1, REPLY_SUBJECT);
    expect(inbox.mailsTo('reader@example.com', REPLY_SUBJECT)).toEqual([]);
  });

  it('first mails the address a link that confirms it, with no text of the visitor’s', async () => {
    const email = newAddress('first');
    const visitor = await visitorWithAddress(email, { confirmed: false });
    const { link, token } = confirmLinkOf(visitor.confirmation);
    expect(link.startsWith(`${PUBLIC_URL}/confirm-chat-email#token=`)).toBe(true);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(visitor.confirmation.html).toContain(`href="${link}"`);
    expect(visitor.confirmation.text.startsWith('Hello,\n')).toBe(true);
    expect(visitor.confirmation.text).not.toContain('Hello, anyone there?');
    expect(await visitor.view()).toEqual({ email, confirmed: false });

    const opened = await confirmAddress(token).expect(200);
    expect(opened.body).toEqual({ email });
    expect(await visitor.view()).toEqual({ email, confirmed: true });
    expect((await confirmAddress(token).expect(400)).body).toEqual(LINK_INVALID);
  });

  it('mails no reply to an address whose link was not opened', async () => {
    const unconfirmed = await visitorWithAddress(newAddress('unconfirmed'), { confirmed: false });
    await reply(unconfirmed.conversation.id, 'Not for an unconfirmed address');
    // A reply to a confirmed visitor, sent after, is mailed once the first one's delay has passed.
    const marker = await visitorWithAddress(newAddress('marker'));
    await reply(marker.conversation.id, 'Marker');
    const markerEmail = (await marker.view()) as { email: string };
    await inbox.nthMailTo(markerEmail.email, 1, REPLY_SUBJECT);
    const { email } = (await unconfirmed.view()) as { email: string };
    expect(inbox.mailsTo(email, REPLY_SUBJECT)).toEqual([]);
  });

  it('a new address is unconfirmed again, with a new link; the old link stops working', async () => {
    const first = newAddress('old');
    const visitor = await visitorWithAddress(first, { confirmed: false });
    const oldToken = confirmLinkOf(visitor.confirmation).token;
    const moved = newAddress('moved');
    expect((await visitor.leave(moved).expect(200)).body).toEqual({
      email: moved,
      confirmed: false,
    });
    expect((await confirmAddress(oldToken).expect(400)).body).toEqual(LINK_INVALID);
    const { token } = confirmLinkOf(await inbox.nthMailTo(moved, 1, CONFIRM_SUBJECT));
    await confirmAddress(token).expect(200);
    // The confirmed address left again stays confirmed, without another mail.
    expect((await visitor.leave(moved.toUpperCase()).expect(200)).body).toEqual({
      email: moved,
      confirmed: true,
    });
    expect(inbox.mailsTo(moved, CONFIRM_SUBJECT)).toHaveLength(1);
  });

  it('budgets confirmation mails per conversation: past it, 429 with Retry-After and no mail', async () => {
    const visitor = await visitorWithAddress(newAddress('budget'), { confirmed: false });
    await visitor.leave(newAddress('budget')).expect(200);
    await visitor.leave(newAddress('budget')).expect(200);
    const over = newAddress('over');
    const refused = await visitor.leave(over).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The marker: a later mail arrives, the refused one never does.
    const marker = newAddress('marker');
    await visitorWithAddress(marker, { confirmed: false });
    expect(inbox.mailsTo(over)).toEqual([]);
  });

  it.each([
    ['made up', { token: 'x'.repeat(43) }, LINK_INVALID],
    ['missing', {}, { statusCode: 400, message: 'Token is required' }],
    ['a number', { token: 42 }, { statusCode: 400, message: 'Token must be text' }],
    ['too long', { token: 'x'.repeat(2000) }, undefined],
  ])('refuses a confirmation token that is %s with 400', async (_case, body, answer) => {
    const refused = await request(t.http)
      .post('/api/follow-up-email/confirm')
      .send(body)
      .expect(400);
    if (answer) expect(refused.body).toMatchObject(answer);
  });

  it('refuses an expired link', async () => {
    const visitor = await visitorWithAddress(newAddress('expired'), { confirmed: false });
    await t.app
      .get(DataSource)
      .query(
        `UPDATE "anonymous_conversations" SET "followUpTokenExpiresAt" = now() - interval '1 second' WHERE "id" = $1`,
        [visitor.conversation.id],
      );
    const { token } = confirmLinkOf(visitor.confirmation);
    expect((await confirmAddress(token).expect(400)).body).toEqual(LINK_INVALID);
    expect(await visitor.view()).toMatchObject({ confirmed: false });
  });
});
