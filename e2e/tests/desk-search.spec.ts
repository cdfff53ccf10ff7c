import { randomBytes } from 'node:crypto';
import { MESSAGE_SEARCH_TEXT } from '@club/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD, uniqueUsername } from '../support/accounts';
import { chatLog, seriousViolations } from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

/** More than the thread's window of 100, so the match is older than what opens first. */
const LATER_MESSAGES = 120;

/** A member's conversation: the searched message first, then many later ones. */
async function memberConversation(request: APIRequestContext, tag: string) {
  const username = uniqueUsername('seeker');
  const registered = await request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: PASSWORD, acceptTerms: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const created = await request.post('/api/conversations', { data: {} });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: conversationId } = (await created.json()) as { id: string };
  const send = async (content: string) => {
    const response = await request.post('/api/messages', { data: { conversationId, content } });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await send(`Where is my <b>${tag}</b> refund from Tuesday?`);
  for (let index = 1; index <= LATER_MESSAGES; index += 1) await send(`Later message ${index}`);
  return username;
}

/** Types into the inbox search and waits until both lists' message searches have answered. */
async function searchMessages(admin: Page, text: string) {
  const answered = (path: string) =>
    admin.waitForResponse(
      (response) =>
        response.url().includes(`${path}?`) &&
        new URL(response.url()).searchParams.get('q') === text,
    );
  const searched = Promise.all([
    answered('/api/admin/message-search/members'),
    answered('/api/admin/message-search/visitors'),
  ]);
  await admin.getByRole('searchbox', { name: 'Search conversations' }).fill(text);
  await searched;
}

test.describe('search inside messages', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  const tag = `zq${randomBytes(4).toString('hex')}`;
  let username = '';

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    username = await memberConversation(request, tag);
    await request.dispose();
  });

  for (const width of [1280, 1920, 360]) {
    test(`shows the marked snippet and jumps to an older message at ${width} px`, async ({
      admin,
    }) => {
      await admin.setViewportSize({ width, height: 800 });
      await searchMessages(admin, tag);

      const hits = admin.getByRole('list', { name: MESSAGE_SEARCH_TEXT.heading });
      const hit = hits.getByTestId('message-hit');
      await expect(hit).toHaveCount(1);
      await expect(hit).toContainText(username);
      const snippet = hit.getByTestId('conversation-snippet');
      await expect(snippet).toHaveText(`Where is my <b>${tag}</b> refund from Tuesday?`);
      await expect(snippet.locator('mark')).toHaveText(tag);
      // The markup in the message is text: no <b> element was made from it.
      await expect(snippet.locator('b')).toHaveCount(0);
      expect(await seriousViolations(admin, 'section[aria-label="Conversation list"]')).toEqual([]);

      await hit.click();
      const pane = admin.getByRole('region', { name: 'Conversation', exact: true });
      await expect(pane.getByRole('heading', { name: username, exact: true })).toBeVisible();
      const log = chatLog(pane);
      const focused = log.locator('[data-highlighted="true"]');
      await expect(focused).toHaveCount(1);
      await expect(focused).toContainText(`Where is my <b>${tag}</b> refund from Tuesday?`);
      await expect(focused).toBeInViewport();
      // Every message from the match on is shown: the window reached back past its 100.
      await expect(log.getByTestId('chat-message')).toHaveCount(LATER_MESSAGES + 1);

      const overflow = await admin.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }

  test('says when no message matches, and keeps the name search', async ({ admin }) => {
    await searchMessages(admin, `${tag}-nowhere`);
    await expect(admin.getByText(MESSAGE_SEARCH_TEXT.none, { exact: true })).toBeVisible();
    await searchMessages(admin, username);
    await expect(
      admin
        .getByRole('list', { name: 'Conversations', exact: true })
        .getByTestId('conversation-item')
        .filter({ hasText: username }),
    ).toHaveCount(1);
  });
});
