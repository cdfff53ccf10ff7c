import { PAYMENT_PROMPT as PROMPT } from '@club/contracts';
import type { Request, Route, WebSocketRoute } from '@playwright/test';
import { registerViaApi, uniqueUsername } from '../support/accounts';
import {
  adminConversationId,
  adminSendViaApi,
  chatLog,
  chatPanel,
  chattingAs,
  launcher,
  openConversation,
  openWidget,
  pngFile,
  replyAsAdmin,
  sendFromWidget,
} from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

test.describe('signed-in member chat', () => {
  test.describe.configure({ timeout: 60_000 });

  test('chats with support in real time under their own name, images included', async ({
    page,
    admin,
  }) => {
    const username = uniqueUsername('member');
    const lastName = `Lovelace${username.slice(-6)}`;
    await registerViaApi(page, { username, firstName: 'Ada', lastName });
    await page.goto('/');
    const panel = await openWidget(page);
    await expect(panel.getByRole('heading', { name: 'Support' })).toBeVisible();
    expect(await chattingAs(panel)).toBe(`Ada ${lastName}`);
    await expect(panel.getByRole('button', { name: 'Change name' })).toHaveCount(0);

    await sendFromWidget(panel, 'Hi, member here');
    const name = `Ada ${lastName}`;
    const pane = await openConversation(admin, name, username);
    await expect(pane.locator('[data-kind="user"]')).toHaveText('Member');
    await expect(chatLog(pane).getByText('Hi, member here')).toBeVisible();
    await replyAsAdmin(admin, name, 'Welcome back, Ada');
    const reply = panel.getByTestId('chat-message').filter({ hasText: 'Welcome back, Ada' });
    await expect(reply.getByText('Support Team')).toBeVisible();

    await panel.locator('input[type="file"]').setInputFiles(pngFile('ticket.png'));
    await panel.getByRole('textbox', { name: 'Message' }).fill('My ticket');
    await panel.getByRole('button', { name: 'Send message' }).click();
    await expect(chatLog(panel).getByRole('img', { name: 'My ticket' })).toBeVisible();
    await expect(chatLog(pane).getByRole('img', { name: 'My ticket' })).toBeVisible();
  });

  test('Play Now starts a deposit: one bot message despite repeat clicks, then the payment picker', async ({
    page,
    admin,
  }) => {
    const username = uniqueUsername('depositor');
    await registerViaApi(page, { username });
    await page.goto('/play');
    // The server keeps one deposit prompt per 3 s. On a loaded machine the clicks below can take
    // longer than that, so the deposit requests are held until the last click and then sent
    // together; the prompt is counted once every one of them has been answered.
    const isDeposit = (request: Request) =>
      request.method() === 'POST' &&
      request.url().endsWith('/api/messages') &&
      request.postData()?.includes('"template":"deposit"');
    const held: Route[] = [];
    let holding = true;
    const depositAnswers: Promise<unknown>[] = [];
    page.on('request', (request) => {
      if (isDeposit(request)) depositAnswers.push(request.response());
    });
    await page.route('**/api/messages', (route) =>
      holding && isDeposit(route.request()) ? held.push(route) : route.fallback(),
    );
    const playPoker = page.getByRole('button', { name: /^Play Now: Poker/ });
    const panel = chatPanel(page);
    await playPoker.click();
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await playPoker.click();
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await playPoker.click();
    await expect(panel).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await Promise.all(depositAnswers);
    const bot = chatLog(panel).getByText(PROMPT, { exact: false });
    await expect(bot).toHaveCount(1);
    await expect(bot).toContainText('Poker on ClubGG');

    const picker = panel.getByTestId('payment-picker');
    const send = picker.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeDisabled();
    await picker.getByRole('radio', { name: 'Venmo' }).check();
    await send.click();
    await expect(chatLog(panel).getByText('Venmo', { exact: true })).toBeVisible();
    await expect(picker).toHaveCount(0);

    // The server writes one bot message per 3 s; on a slow machine the repeat clicks above can
    // come later than that, so the admin's side is checked for the prompt and the answer only.
    const pane = await openConversation(admin, username);
    await expect(chatLog(pane).getByText(PROMPT, { exact: false }).first()).toBeVisible();
    await expect(chatLog(pane).getByText('Venmo', { exact: true })).toBeVisible();
  });

  test('anonymous visitors get the visitor widget from Play Now', async ({ page }) => {
    await page.goto('/play');
    await page.getByRole('button', { name: /^Play Now: Poker/ }).click();
    const panel = chatPanel(page);
    await expect(panel.getByRole('heading', { name: 'Support' })).toBeVisible();
    await expect(panel.getByText(/^Chatting as Guest-/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Change name' })).toBeVisible();
  });

  test('catches up once on what arrived while the socket was down', async ({ page, admin }) => {
    const username = uniqueUsername('reconnect');
    await registerViaApi(page, { username });
    let connections = 0;
    let first: WebSocketRoute | undefined;
    let serverReachable = true;
    await page.routeWebSocket('/ws', (socket) => {
      connections += 1;
      if (!serverReachable) {
        void socket.close({ code: 1011, reason: 'Test: server unreachable' });
        return;
      }
      first ??= socket;
      socket.connectToServer();
    });

    await page.goto('/');
    const panel = await openWidget(page);
    await sendFromWidget(panel, 'Before the drop');
    const conversationId = await adminConversationId(admin, 'user', username);
    await adminSendViaApi(admin, 'user', conversationId, 'Live before the drop');
    await expect(chatLog(panel).getByText('Live before the drop')).toBeVisible();

    serverReachable = false;
    await first!.close({ code: 1012, reason: 'Test: service restart' });
    await expect.poll(() => connections).toBeGreaterThan(1);
    await expect(panel.getByText('Connection lost. Reconnecting…')).toBeVisible();
    await adminSendViaApi(admin, 'user', conversationId, 'Sent while away 1');
    await adminSendViaApi(admin, 'user', conversationId, 'Sent while away 2');
    await expect(chatLog(panel).getByText('Sent while away 1')).toHaveCount(0);

    const catchUp = page.waitForRequest(/\/api\/conversations\/[^/]+\/messages\?.*after=\d+/);
    serverReachable = true;
    await catchUp;
    for (const text of [
      'Sent while away 1',
      'Sent while away 2',
      'Live before the drop',
      'Before the drop',
    ]) {
      await expect(chatLog(panel).getByText(text, { exact: true })).toHaveCount(1, {
        timeout: 20_000,
      });
    }
    await expect(panel.getByText('Connection lost. Reconnecting…')).toHaveCount(0);
    await adminSendViaApi(admin, 'user', conversationId, 'Live after the return');
    await expect(chatLog(panel).getByText('Live after the return', { exact: true })).toHaveCount(1);
    await expect(launcher(page)).toHaveCount(0);
  });
});
