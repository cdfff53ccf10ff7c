import { AUTOMATIC_MESSAGE_LABEL, MEMBER_SIGN_IN_TEXT } from '@club/contracts';
import type { Page } from '@playwright/test';
import { acceptTerms, PASSWORD, registerViaApi, uniqueUsername } from '../support/accounts';
import {
  adminConversationId,
  adminSendViaApi,
  chatLog,
  chatPanel,
  chattingAs,
  conversationItem,
  openConversation,
  openWidget,
  sendFromWidget,
} from '../support/chat';
import { expect, test } from '../support/chat-fixtures';
import { expectSignedInAs, expectSignedOut, header } from '../support/session';

/** The admin list's items for a search, through the API. */
async function listed(admin: Page, path: string, search: string) {
  const response = await admin.request.get(path, { params: { search } });
  return ((await response.json()) as { id: string }[]).map((item) => item.id);
}

async function registerInPage(page: Page, username: string) {
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  await page.getByRole('tab', { name: 'Join Club' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await expect(form).toBeVisible();
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password').fill(PASSWORD);
  await form.getByLabel('First Name').fill('Nova');
  await expect(form.getByLabel('Username')).toHaveValue(username);
  await acceptTerms(form);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expectSignedInAs(page, 'Nova');
}

async function signInPage(page: Page, username: string, welcomeName = 'Nova') {
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectSignedInAs(page, welcomeName);
}

test.describe('one history per person, nothing empty', () => {
  // Three browsers, a sign-up and a sign-in: on a loaded 2-core machine this takes over a minute.
  test.describe.configure({ timeout: 150_000 });

  test('a guest who renames, chats, registers and signs in on a second browser keeps one history; the admin sees one conversation', async ({
    page,
    admin,
    browser,
  }) => {
    const guestName = uniqueUsername('Lifecycle');
    const username = uniqueUsername('joined');
    const visitorPath = '/api/admin/anonymous-conversations';

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const panel = await openWidget(page);
    await panel.getByRole('button', { name: 'Change name' }).click();
    await panel.getByRole('textbox', { name: 'Your name' }).fill(guestName);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => chattingAs(panel)).toBe(guestName);
    // Opened and renamed, but nothing written: no conversation for the admins.
    expect(await listed(admin, visitorPath, guestName)).toEqual([]);

    await sendFromWidget(panel, 'Hello as a guest');
    const visitorConversationId = await adminConversationId(admin, 'anonymous', guestName);
    await expect(conversationItem(admin, guestName)).toBeVisible();
    await adminSendViaApi(admin, 'anonymous', visitorConversationId, 'Welcome, guest');
    await expect(chatLog(panel).getByText('Welcome, guest', { exact: true })).toBeVisible();

    // Another rename keeps the same conversation and its messages.
    const renamed = `${guestName}_b`;
    await panel.getByRole('button', { name: 'Change name' }).click();
    await panel.getByRole('textbox', { name: 'Your name' }).fill(renamed);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => chattingAs(panel)).toBe(renamed);
    await expect(chatLog(panel).getByText('Hello as a guest', { exact: true })).toBeVisible();
    await expect.poll(() => listed(admin, visitorPath, renamed)).toEqual([visitorConversationId]);

    await registerInPage(page, username);
    const member = await openWidget(page);
    await expect(chatLog(member).getByText('Hello as a guest', { exact: true })).toBeVisible();
    await expect(chatLog(member).getByText('Welcome, guest', { exact: true })).toBeVisible();
    await expect(chatLog(member).getByText(MEMBER_SIGN_IN_TEXT)).toBeVisible();
    await expect(chatLog(member).getByText(AUTOMATIC_MESSAGE_LABEL)).toBeVisible();

    // The admin's inbox drops the visitor conversation live; the member one holds the history.
    await expect(conversationItem(admin, renamed)).toHaveCount(0);
    expect(await listed(admin, visitorPath, renamed)).toEqual([]);
    const memberConversations = await listed(admin, '/api/admin/conversations', username);
    expect(memberConversations).toHaveLength(1);
    const thread = await admin.request.get(
      `/api/admin/conversations/${memberConversations[0]}/messages`,
    );
    expect(((await thread.json()) as { content: string }[]).map((m) => m.content)).toEqual([
      'Hello as a guest',
      'Welcome, guest',
      MEMBER_SIGN_IN_TEXT,
    ]);

    await sendFromWidget(member, 'Now as a member');
    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expectSignedOut(page);

    const second = await browser.newContext();
    const elsewhere = await second.newPage();
    await signInPage(elsewhere, username);
    const there = await openWidget(elsewhere);
    for (const text of ['Hello as a guest', 'Welcome, guest', 'Now as a member'])
      await expect(chatLog(there).getByText(text, { exact: true })).toBeVisible();
    await second.close();

    expect(await listed(admin, '/api/admin/conversations', username)).toEqual(memberConversations);
  });

  test("a member who chats signed out, then signs in: the admin's open thread gains that history at once", async ({
    page,
    admin,
  }) => {
    // A name of its own: the inbox may still show other tests' members named Nova.
    const firstName = uniqueUsername('Vega');
    const { username } = await registerViaApi(page, {
      username: uniqueUsername('returning'),
      firstName,
    });
    await page.goto('/');
    await expectSignedInAs(page, firstName);
    await sendFromWidget(await openWidget(page), 'Asked as a member');
    const thread = await openConversation(admin, firstName, username);
    await expect(thread.getByText('Asked as a member', { exact: true })).toBeVisible();

    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expectSignedOut(page);
    // The open member widget stays open and becomes the visitor's.
    const visitor = chatPanel(page);
    await expect(visitor.getByText(/^Chatting as Guest-/)).toBeVisible();
    await sendFromWidget(visitor, 'Asked while signed out');
    await signInPage(page, username, firstName);

    // No reload and no new message from the member: the merge alone brings the history in.
    await expect(thread.getByText('Asked while signed out', { exact: true })).toBeVisible();
    await expect(thread.getByText(MEMBER_SIGN_IN_TEXT)).toBeVisible();
    await expect(thread.getByText('Asked as a member', { exact: true })).toBeVisible();
  });

  test('a member sees the deposit message once per request, naming its game, as an automatic message', async ({
    page,
  }) => {
    await registerViaApi(page, { username: uniqueUsername('depositor'), firstName: 'Nova' });
    await page.goto('/poker');
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/messages'))
        requests.push(request.postDataJSON().requestId);
    });
    await page
      .getByRole('button', { name: /play now/i })
      .first()
      .click();
    const panel = page.getByTestId('chat-panel');
    const greeting = chatLog(panel).getByText(/Let's get your Poker on ClubGG account topped up/);
    await expect(greeting).toBeVisible();
    await expect(chatLog(panel).getByText(AUTOMATIC_MESSAGE_LABEL)).toBeVisible();
    await sendFromWidget(panel, 'Venmo please');

    // Answered, then loaded again: still one greeting, asked for once.
    await page.reload();
    await page.waitForLoadState('networkidle');
    const again = await openWidget(page);
    await expect(chatLog(again).getByText('Venmo please', { exact: true })).toBeVisible();
    await expect(chatLog(again).getByText(/Let's get your Poker on ClubGG/)).toHaveCount(1);
    expect(new Set(requests.filter(Boolean)).size).toBe(1);
  });
});
