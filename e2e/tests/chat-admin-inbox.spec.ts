import type { MemberConversationView, ServerEvent, VisitorConversationView } from '@club/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { registerViaApi, uniqueUsername } from '../support/accounts';
import {
  adminConversationId,
  adminSendViaApi,
  chatLog,
  chattingAs,
  conversationItem,
  openConversation,
  openWidget,
  PNG,
  replyAsAdmin,
  searchConversations,
  sendFromWidget,
  seriousViolations,
} from '../support/chat';
import { expect, test } from '../support/chat-fixtures';
import { toast } from '../support/session';

/** The hue family of a status chip's background. */
async function chipColour(chip: Locator): Promise<'green' | 'yellow' | 'gray' | string> {
  const colour = await chip.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red, green, blue] = (colour.match(/\d+/g) ?? []).map(Number);
  if (Math.max(red, green, blue) - Math.min(red, green, blue) < 30) return 'gray';
  if (green > red && green > blue) return 'green';
  if (red > blue && green > blue) return 'yellow';
  return colour;
}

/** A member signed in on `page` whose support conversation has `text` (through the API). */
async function memberWhoWrote(page: Page, prefix: string, text: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await registerViaApi(page, { username });
  const started = await page.request.post('/api/conversations', { data: { subject: 'Support' } });
  const { id } = (await started.json()) as MemberConversationView;
  const sent = await page.request.post('/api/messages', {
    data: { conversationId: id, content: text },
  });
  expect(started.ok() && sent.ok(), await sent.text()).toBe(true);
  return username;
}

/** A visitor's conversation named `username`, with its first message (through the API). */
async function visitorWhoWrote(request: APIRequestContext, username: string, text: string) {
  const created = await request.post('/api/chat-conversations', { data: { username } });
  const { id } = (await created.json()) as VisitorConversationView;
  const sent = await request.post(`/api/chat-conversations/${id}/messages`, {
    data: { content: text },
  });
  return created.ok() && sent.ok();
}

test.describe('admin chat inbox', () => {
  // Two browsers and dozens of conversations a test, on a 2-core machine running two workers.
  test.describe.configure({ timeout: 120_000 });

  test('lists members and visitors apart, with status colours, search, status filter, close and reopen', async ({
    page,
    admin,
  }) => {
    const username = await memberWhoWrote(page, 'listed', 'Member question');

    const member = await openConversation(admin, username);
    const item = conversationItem(admin, username);
    await expect(item.getByText('Member', { exact: true })).toBeVisible();
    await expect(item.locator('[data-status="open"]')).toHaveText('Open');
    await expect.poll(() => chipColour(item.locator('[data-status="open"]'))).toBe('green');

    await replyAsAdmin(admin, username, 'Answered');
    await expect(item.locator('[data-status="waiting"]')).toHaveText('Waiting');
    await expect.poll(() => chipColour(item.locator('[data-status="waiting"]'))).toBe('yellow');
    await member.getByRole('button', { name: 'Close conversation' }).click();
    await expect(item.locator('[data-status="closed"]')).toHaveText('Closed');
    await expect.poll(() => chipColour(item.locator('[data-status="closed"]'))).toBe('gray');
    await expect(member.getByRole('button', { name: 'Reopen conversation' })).toBeVisible();

    await admin.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'Open' }).click();
    await expect(item).toHaveCount(0);
    await admin.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'Closed' }).click();
    await expect(item).toBeVisible();

    await member.getByRole('button', { name: 'Reopen conversation' }).click();
    await expect(item).toHaveCount(0);
    await admin.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'All' }).click();
    await expect(item.locator('[data-status="open"]')).toBeVisible();

    for (const title of ['Open Conversations', 'Waiting for Response', 'Closed Today']) {
      await expect(admin.getByText(title, { exact: true })).toBeVisible();
    }
    await expect(admin.getByTestId('stat-open').getByRole('paragraph').last()).toHaveText(/^\d+$/);
  });

  test('counts unread customer messages per conversation, clears on select, and keeps them across reloads', async ({
    page,
    admin,
  }) => {
    await page.goto('/');
    const panel = await openWidget(page);
    const name = await chattingAs(panel);
    await sendFromWidget(panel, 'First question');

    await openConversation(admin, name);
    const item = conversationItem(admin, name);
    await expect(item.getByTestId('conversation-unread')).toHaveCount(0);

    await admin.getByRole('searchbox', { name: 'Search conversations' }).fill('');
    const other = admin.getByTestId('conversation-item').filter({ hasNotText: name }).first();
    await other.click();
    await expect(
      admin
        .getByRole('region', { name: 'Conversation', exact: true })
        .getByRole('heading', { level: 2 })
        .first(),
    ).not.toHaveText(name);

    await sendFromWidget(panel, 'Second question');
    await sendFromWidget(panel, 'Third question');
    await expect(item.getByTestId('conversation-unread')).toHaveText('2 unread');
    await admin.reload();
    // Other tests' visitors may push this one off the first page: find it as an admin would.
    await searchConversations(admin, name);
    await expect(conversationItem(admin, name).getByTestId('conversation-unread')).toHaveText(
      '2 unread',
    );
    await conversationItem(admin, name).click();
    await expect(conversationItem(admin, name).getByTestId('conversation-unread')).toHaveCount(0);
    await expect(chatLog(admin).getByText('Third question')).toBeVisible();
  });

  test('edits nicknames inline, with save, cancel and the failure toast', async ({
    page,
    admin,
  }) => {
    const username = await memberWhoWrote(page, 'nick', 'Call me Ace');

    const pane = await openConversation(admin, username);
    await pane.getByRole('button', { name: 'Edit nickname' }).click();
    await pane.getByRole('textbox', { name: 'Nickname' }).fill('Not this');
    await pane.getByRole('button', { name: 'Cancel nickname edit' }).click();
    await expect(pane.getByRole('heading', { name: username })).toBeVisible();

    const nickname = `Ace ${username.slice(-6)}`;
    await pane.getByRole('button', { name: 'Edit nickname' }).click();
    await pane.getByRole('textbox', { name: 'Nickname' }).fill(nickname);
    await pane.getByRole('button', { name: 'Save nickname' }).click();
    await expect(toast(admin)).toContainText('Nickname Updated');
    await expect(pane.getByRole('heading', { name: nickname })).toBeVisible();
    await expect(conversationItem(admin, nickname)).toBeVisible();

    await admin.route('**/api/admin/users/*/nickname', (route) =>
      route.fulfill({ status: 500, body: 'boom' }),
    );
    await pane.getByRole('button', { name: 'Edit nickname' }).click();
    await pane.getByRole('textbox', { name: 'Nickname' }).fill('Broken');
    await pane.getByRole('textbox', { name: 'Nickname' }).press('Enter');
    await expect(toast(admin)).toContainText('Failed to update nickname. Please try again.');
    await expect(pane.getByRole('textbox', { name: 'Nickname' })).toBeVisible();
  });

  test("renames a visitor and the visitor's widget keeps working; no serious axe findings with the conversation open", async ({
    page,
    admin,
  }) => {
    await page.goto('/');
    const panel = await openWidget(page);
    const name = await chattingAs(panel);
    await sendFromWidget(panel, 'Rename me');

    const pane = await openConversation(admin, name);
    await pane.getByRole('button', { name: 'Edit nickname' }).click();
    const display = `Big fish ${Date.now().toString(36)}`;
    await pane.getByRole('textbox', { name: 'Display name' }).fill(display);
    await pane.getByRole('textbox', { name: 'Display name' }).press('Enter');
    await expect(toast(admin)).toContainText('Nickname Updated');
    await expect(pane.getByRole('heading', { name: display })).toBeVisible();
    await sendFromWidget(panel, 'Still here');
    await expect(chatLog(pane).getByText('Still here')).toBeVisible();

    await replyAsAdmin(admin, display, 'Looks fine');
    expect(await seriousViolations(admin, 'main')).toEqual([]);
  });

  test('sends images by drag and drop, and says when a delete fails', async ({ page, admin }) => {
    await page.goto('/');
    const panel = await openWidget(page);
    const name = await chattingAs(panel);
    await sendFromWidget(panel, 'Send me the QR code');

    const pane = await openConversation(admin, name);
    const composer = pane.getByTestId('chat-composer');
    const dataTransfer = await admin.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'qr.png', { type: 'image/png' }));
      return transfer;
    }, PNG.toString('base64'));
    await composer.dispatchEvent('dragenter', { dataTransfer });
    await expect(composer.getByText('Drop your image here to upload')).toBeVisible();
    await composer.dispatchEvent('drop', { dataTransfer });
    await expect(composer.getByRole('img', { name: 'Selected image: qr.png' })).toBeVisible();
    await pane.getByRole('textbox', { name: `Reply to ${name}` }).fill('Scan this');
    await pane.getByRole('textbox', { name: `Reply to ${name}` }).press('Enter');
    await expect(chatLog(panel).getByRole('img', { name: 'Scan this' })).toBeVisible();

    await admin.route('**/api/admin/anonymous-conversations/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, body: 'boom' })
        : route.fallback(),
    );
    await pane.getByRole('button', { name: 'Delete conversation' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(admin)).toContainText(
      'Failed to delete the conversation. Please try again.',
    );
    await expect(pane.getByRole('heading', { name })).toBeVisible();
  });

  test('counts new customer messages in the title while the tab is hidden', async ({
    page,
    admin,
  }) => {
    // An admin receives every conversation, and other workers' visitors write meanwhile: only
    // this test's messages (tagged) reach the admin page, so the count is this test's alone.
    const tag = `title-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    let signalAuthenticated: () => void;
    const authenticated = new Promise<void>((resolve) => (signalAuthenticated = resolve));
    await admin.routeWebSocket(/\/ws$/, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((frame) => {
        const event = JSON.parse(String(frame)) as ServerEvent;
        if (event.type === 'new_message' && !event.message.content.endsWith(tag)) return;
        socket.send(frame);
        if (event.type === 'auth_success') signalAuthenticated();
      });
    });
    await admin.reload();
    // The visitor's first message must find the admin's socket listening: the conversation joins
    // the inbox with that message, after the list was loaded.
    await authenticated;

    await page.goto('/');
    const panel = await openWidget(page);
    const name = await chattingAs(panel);
    await sendFromWidget(panel, `Hello? ${tag}`);
    // The admin has handled the first message (while visible) once its unread badge shows, so
    // it cannot arrive after the tab is hidden and be counted there.
    await expect(conversationItem(admin, name).getByTestId('conversation-unread')).toHaveText(
      '1 unread',
    );
    await expect(admin).toHaveTitle(/^Admin Chat \|/);

    const setHidden = (hidden: boolean) =>
      admin.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await sendFromWidget(panel, `Anyone? ${tag}`);
    await sendFromWidget(panel, `Hello?? ${tag}`);
    await expect(admin).toHaveTitle(/^\(2\) Admin Chat \|/);
    await setHidden(false);
    await expect(admin).toHaveTitle(/^Admin Chat \|/);
  });

  test('loads long lists and long conversations as the admin scrolls', async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const prefix = `Bulk${Date.now().toString(36)}`;
    // 55 visitors, each in a browser of its own (one browser may open only a few conversations);
    // a conversation reaches the inbox with its first message.
    const opened = await Promise.all(
      Array.from({ length: 55 }, async (_, index) => {
        const visitor = await playwright.request.newContext({ baseURL });
        const ok = await visitorWhoWrote(
          visitor,
          `${prefix}-${String(index).padStart(2, '0')}`,
          'Hello',
        );
        await visitor.dispose();
        return ok;
      }),
    );
    expect(opened.every(Boolean)).toBe(true);

    await searchConversations(admin, prefix);
    const items = admin.getByTestId('conversation-item');
    await expect(items.filter({ hasText: prefix })).toHaveCount(50);
    // The list may still swap the unfiltered rows for the searched ones under the scroll.
    await expect(async () => {
      await items.last().scrollIntoViewIfNeeded();
      await expect(items).toHaveCount(55, { timeout: 2_000 });
    }).toPass();

    const name = `Long${Date.now().toString(36)}`;
    const visitor = await playwright.request.newContext({ baseURL });
    expect(await visitorWhoWrote(visitor, name, 'Start of a long chat')).toBe(true);
    await visitor.dispose();
    const conversationId = await adminConversationId(admin, 'anonymous', name);
    // Ten at a time: the order within ten is the server's, and lines 101–120 are the newest.
    for (let first = 1; first <= 120; first += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, offset) =>
          adminSendViaApi(admin, 'anonymous', conversationId, `Line ${first + offset}`),
        ),
      );
    }
    const pane = await openConversation(admin, name);
    await expect(chatLog(pane).getByText('Line 120', { exact: true })).toBeVisible();
    await expect(pane.getByTestId('chat-message')).toHaveCount(100);
    // The log moves to its newest message 100 ms after it arrives (SPEC §9): scrolling up before
    // that move would be undone by it.
    await expect
      .poll(() =>
        chatLog(pane).evaluate((log) => log.scrollHeight - log.scrollTop - log.clientHeight),
      )
      .toBeLessThan(2);
    await pane.getByRole('button', { name: 'Show earlier messages' }).scrollIntoViewIfNeeded();
    await expect(pane.getByTestId('chat-message')).toHaveCount(121);
    await expect(chatLog(pane).getByText('Start of a long chat')).toBeAttached();
  });
});
