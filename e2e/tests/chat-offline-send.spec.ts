import { DELIVERY_TEXT, TYPING_TEXT } from '@club/contracts';
import type { Locator, Page, WebSocketRoute } from '@playwright/test';
import { registerViaApi, uniqueUsername } from '../support/accounts';
import {
  adminConversationId,
  bubblesWith,
  chatLog,
  messageInput,
  openConversation,
  openGuestWidget,
  openWidget,
  sendFromWidget,
} from '../support/chat';
import { expect, test } from '../support/chat-fixtures';
import { storedCount, watchForNotSent } from '../support/chat-delivery';

interface SentBody {
  content?: string;
  clientMessageId: string;
}

/**
 * Writes `text` with the browser offline: the bubble shows at once as sending, the composer is
 * empty, and with no acknowledgement coming it turns into "not delivered yet" with Retry. The
 * page's clock (installed before the send) is moved on by the send's 10 s rather than waited for.
 */
async function writeOffline(page: Page, scope: Locator, input: Locator, text: string) {
  await page.context().setOffline(true);
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const bubble = bubblesWith(scope, text);
  await expect(bubble).toHaveAttribute('data-delivery', 'sending');
  await expect(bubble).toContainText(DELIVERY_TEXT.sending);
  // The socket holds the frame while offline: no answer within the send's 10 s.
  await page.clock.fastForward(10_000);
  await expect(bubble).toHaveAttribute('data-delivery', 'failed');
  await expect(bubble.getByTestId('delivery-failed')).toContainText(DELIVERY_TEXT.offline);
  await expect(bubble.getByRole('button', { name: DELIVERY_TEXT.retry })).toBeVisible();
  return bubble;
}

test.describe('a message written while offline', () => {
  test.describe.configure({ timeout: 90_000 });

  test('goes out once the guest is back online, once, and the widget follows it to "Seen"', async ({
    page,
    admin,
  }) => {
    await page.clock.install();
    const { panel, name } = await openGuestWidget(page);
    await sendFromWidget(panel, 'Hello before the tunnel');
    const pane = await openConversation(admin, name);
    await expect(bubblesWith(pane, 'Hello before the tunnel')).toHaveCount(1);
    const saidNotSent = await watchForNotSent(page);

    const text = 'Written in the tunnel';
    const mine = await writeOffline(page, panel, messageInput(panel), text);
    expect(await saidNotSent()).toBe(false);

    await page.context().setOffline(false);
    await expect(mine).toHaveAttribute('data-delivery', 'sent');
    await expect(mine.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(bubblesWith(pane, text)).toHaveCount(1);
    // Support has the conversation open, so it reads it: the widget says "Seen" under it.
    await expect(chatLog(panel).getByRole('listitem').last()).toHaveText(TYPING_TEXT.seen);
    await expect(chatLog(panel).getByTestId('chat-message').last()).toContainText(text);
    await expect(bubblesWith(panel, text)).toHaveCount(1);
    expect(await saidNotSent()).toBe(false);
    const conversationId = await adminConversationId(admin, 'anonymous', name);
    expect(await storedCount(admin, 'anonymous', conversationId, text)).toBe(1);
  });

  test("support's reply written offline reaches the guest once, and the inbox shows it sent", async ({
    page,
    admin,
  }) => {
    const { panel, name } = await openGuestWidget(page);
    await sendFromWidget(panel, 'Can you hear me?');
    await admin.clock.install();
    const pane = await openConversation(admin, name);
    const saidNotSent = await watchForNotSent(admin);

    const text = 'Yes, loud and clear';
    const reply = await writeOffline(
      admin,
      pane,
      admin.getByRole('textbox', { name: `Reply to ${name}` }),
      text,
    );
    await admin.context().setOffline(false);
    await expect(reply).toHaveAttribute('data-delivery', 'sent');
    await expect(bubblesWith(panel, text)).toHaveCount(1);
    await expect(bubblesWith(pane, text)).toHaveCount(1);
    await expect(admin.getByText('Failed to send message. Please try again.')).toHaveCount(0);
    expect(await saidNotSent()).toBe(false);
    const conversationId = await adminConversationId(admin, 'anonymous', name);
    expect(await storedCount(admin, 'anonymous', conversationId, text)).toBe(1);
  });
});

test.describe('a message on its way when the page reloads', () => {
  test.describe.configure({ timeout: 60_000 });

  test('shows again after the reload and goes out by itself, once, under the same id', async ({
    page,
    admin,
  }) => {
    const text = 'Written just before the reload';
    /** Before the reload its attempts are lost with the page; after it they wait for `release`. */
    let phase: 'lost' | 'held' = 'lost';
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const attemptIds: string[] = [];
    await page.routeWebSocket('**/ws', (socket: WebSocketRoute) => {
      const server = socket.connectToServer();
      socket.onMessage((frame) => {
        if (typeof frame !== 'string' || !frame.includes(text)) return server.send(frame);
        attemptIds.push((JSON.parse(frame) as { clientMessageId: string }).clientMessageId);
        if (phase === 'held') void released.then(() => server.send(frame));
      });
    });
    await page.route('**/messages', async (route) => {
      const request = route.request();
      const body = request.method() === 'POST' ? (request.postDataJSON() as SentBody) : null;
      if (body?.content !== text) return route.continue();
      attemptIds.push(body.clientMessageId);
      if (phase === 'lost') return route.abort('connectionreset');
      await released;
      return route.continue();
    });
    const { panel, name } = await openGuestWidget(page);
    await sendFromWidget(panel, 'Hello before the reload');
    const pane = await openConversation(admin, name);

    await messageInput(panel).fill(text);
    await messageInput(panel).press('Enter');
    await expect(bubblesWith(panel, text)).toHaveAttribute('data-delivery', 'sending');
    await expect.poll(() => attemptIds.length).toBe(1);
    phase = 'held';
    await page.reload();

    // The widget sends it again as it loads, before anyone opens it.
    await expect.poll(() => attemptIds.length).toBe(2);
    const reloaded = await openWidget(page);
    const saidNotSent = await watchForNotSent(page);
    const mine = bubblesWith(reloaded, text);
    await expect(mine).toHaveCount(1);
    await expect(mine).not.toHaveAttribute('data-delivery', 'sent');

    release();
    await expect(mine).toHaveAttribute('data-delivery', 'sent');
    await expect(mine.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(bubblesWith(reloaded, text)).toHaveCount(1);
    await expect(bubblesWith(pane, text)).toHaveCount(1);
    expect(new Set(attemptIds).size).toBe(1);
    expect(await saidNotSent()).toBe(false);
    const conversationId = await adminConversationId(admin, 'anonymous', name);
    expect(await storedCount(admin, 'anonymous', conversationId, text)).toBe(1);
    await page.reload();
    await expect(bubblesWith(await openWidget(page), text)).toHaveCount(1);
  });
});

test.describe('Retry', () => {
  test.describe.configure({ timeout: 60_000 });

  test('sends a message whose answer was lost again, and the server keeps it once', async ({
    page,
    admin,
  }) => {
    const username = uniqueUsername('retry');
    const lastName = `Retry${username.slice(-6)}`;
    await registerViaApi(page, { username, firstName: 'Rita', lastName });
    // No socket, so the widget sends by plain request.
    await page.routeWebSocket('**/ws', (socket: WebSocketRoute) => {
      void socket.close({ code: 1013, reason: 'Test: no socket' });
    });
    await page.goto('/');
    const panel = await openWidget(page);
    await sendFromWidget(panel, 'First, over a plain request');

    // The server stores the next message, but its answer is lost on the way back.
    const text = 'Did this one arrive?';
    const sentIds: string[] = [];
    let answers = 0;
    await page.route('**/api/messages', async (route) => {
      const body = route.request().postDataJSON() as SentBody;
      if (body.content !== text) return route.continue();
      sentIds.push(body.clientMessageId);
      answers += 1;
      if (answers > 1) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    const saidNotSent = await watchForNotSent(page);
    await messageInput(panel).fill(text);
    await messageInput(panel).press('Enter');
    const mine = bubblesWith(panel, text);
    await expect(mine).toHaveAttribute('data-delivery', 'failed');
    await expect(mine.getByTestId('delivery-failed')).toContainText(DELIVERY_TEXT.unconfirmed);

    await mine.getByRole('button', { name: DELIVERY_TEXT.retry }).click();
    await expect(mine).toHaveAttribute('data-delivery', 'sent');
    await expect(bubblesWith(panel, text)).toHaveCount(1);
    expect(sentIds).toHaveLength(2);
    expect(sentIds[1]).toBe(sentIds[0]);
    expect(await saidNotSent()).toBe(false);

    const pane = await openConversation(admin, `Rita ${lastName}`, username);
    await expect(bubblesWith(pane, text)).toHaveCount(1);
    const conversationId = await adminConversationId(admin, 'user', username);
    expect(await storedCount(admin, 'user', conversationId, text)).toBe(1);
  });
});
