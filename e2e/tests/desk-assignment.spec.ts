import { DESK_TEXT, type MemberConversationView } from '@club/contracts';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { PASSWORD, uniqueUsername } from '../support/accounts';
import { AppProcess } from '../support/app-process';
import { conversationItem, openConversation, replyAsAdmin } from '../support/chat';
import { horizontalOverflow } from '../support/public-site';

const ALPHA = { username: 'desk_alpha', password: 'desk-alpha-password' };
const BRAVO = { username: 'desk_bravo', password: 'desk-bravo-password' };

/**
 * An app of the worker's own with two admins: started once as each, since ADMIN_USERNAME makes
 * one admin a start and keeps the admins made before.
 */
const test = base.extend<object, { app: AppProcess }>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT ?? 5123) + 3100 + workerInfo.workerIndex;
      // Two browsers at 127.0.0.1 load the inbox at once: the front door's per-address budget is theirs.
      const env = (admin: typeof ALPHA) => ({
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        HTTP_REQUESTS_PER_ADDRESS: '100000/10',
        HTTP_IN_FLIGHT_PER_ADDRESS: '1000',
      });
      const app = new AppProcess(port, env(ALPHA));
      await app.start();
      await app.stop();
      await app.start(env(BRAVO));
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

async function adminPage(browser: Browser, baseURL: string, admin: typeof ALPHA): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const login = await page.request.post('/api/login', { data: admin });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto('/admin/chat');
  await expect(page.getByText('Waiting for Response')).toBeVisible({ timeout: 20_000 });
  return page;
}

/** A member who writes to support through the API (set-up, not under test). */
async function memberWrites(request: APIRequestContext, username: string, content: string) {
  const registered = await request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: PASSWORD, acceptTerms: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const opened = await request.post('/api/conversations', { data: {} });
  const conversation = (await opened.json()) as MemberConversationView;
  const sent = await request.post('/api/messages', {
    data: { conversationId: conversation.id, content },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}

const teamMember = (page: Page, username: string) =>
  page.getByRole('list', { name: DESK_TEXT.admins }).getByTestId('desk-admin').filter({
    hasText: username,
  });

/** Hides or shows the tab as the browser does when the admin switches tabs. */
async function setTabHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

async function showOnly(page: Page, filter: keyof typeof DESK_TEXT.assigneeFilter) {
  const button = page.getByRole('button', { name: DESK_TEXT.assigneeFilter[filter], exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test.describe('support desk: assignment and presence between two admins', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let alpha: Page;
  let bravo: Page;
  let customers: APIRequestContext;
  const run = uniqueUsername('dk');
  const first = `${run}_one`;
  const second = `${run}_two`;

  test.beforeAll(async ({ browser, app, playwright }) => {
    alpha = await adminPage(browser, app.baseURL, ALPHA);
    bravo = await adminPage(browser, app.baseURL, BRAVO);
    customers = await playwright.request.newContext({ baseURL: app.baseURL });
  });
  test.afterAll(async () => {
    await alpha.context().close();
    await bravo.context().close();
    await customers.dispose();
  });

  test('each admin sees the other online, away while the tab is hidden, and offline when gone', async ({
    browser,
    app,
  }) => {
    await expect(teamMember(bravo, ALPHA.username)).toHaveAttribute('data-presence', 'online');
    await expect(teamMember(alpha, BRAVO.username)).toHaveAttribute('data-presence', 'online');
    await expect(teamMember(bravo, ALPHA.username)).toHaveAccessibleName(
      `${ALPHA.username}: Online`,
    );

    await setTabHidden(alpha, true);
    await expect(teamMember(bravo, ALPHA.username)).toHaveAttribute('data-presence', 'away');
    await expect(teamMember(bravo, ALPHA.username)).toHaveAccessibleName(`${ALPHA.username}: Away`);
    await setTabHidden(alpha, false);
    await expect(teamMember(bravo, ALPHA.username)).toHaveAttribute('data-presence', 'online');

    await alpha.context().close();
    await expect(teamMember(bravo, ALPHA.username)).toHaveAttribute('data-presence', 'offline');
    alpha = await adminPage(browser, app.baseURL, ALPHA);
    await expect(teamMember(bravo, ALPHA.username)).toHaveAttribute('data-presence', 'online');
  });

  test('a reply assigns the replier; a reassignment reaches the other admin live; Mine / Unassigned / All and unread only filter on the server', async () => {
    await memberWrites(customers, first, 'First question');

    await openConversation(alpha, first, run);
    await replyAsAdmin(alpha, first, 'On it');
    const alphaHeader = alpha.getByRole('region', { name: 'Conversation', exact: true });
    await expect(alphaHeader.getByRole('combobox', { name: DESK_TEXT.assignedTo })).toHaveText(
      ALPHA.username,
    );
    await expect(conversationItem(bravo, first).getByTestId('conversation-assignee')).toHaveText(
      ALPHA.username,
    );

    await openConversation(bravo, first, run);
    await bravo.getByRole('combobox', { name: DESK_TEXT.assignedTo }).click();
    await bravo.getByRole('option', { name: BRAVO.username }).click();
    await expect(conversationItem(alpha, first).getByTestId('conversation-assignee')).toHaveText(
      BRAVO.username,
    );
    await expect(alphaHeader.getByRole('combobox', { name: DESK_TEXT.assignedTo })).toHaveText(
      BRAVO.username,
    );

    await showOnly(alpha, 'mine');
    await expect(conversationItem(alpha, first)).toHaveCount(0);
    await showOnly(bravo, 'mine');
    await expect(conversationItem(bravo, first)).toBeVisible();

    // A new conversation nobody holds appears live in Unassigned, and is the only unread one.
    await showOnly(alpha, 'unassigned');
    await memberWrites(customers, second, 'Second question');
    await expect(conversationItem(alpha, second)).toBeVisible();
    await expect(conversationItem(alpha, first)).toHaveCount(0);
    await showOnly(alpha, 'all');
    await expect(conversationItem(alpha, first)).toBeVisible();
    await alpha.getByLabel(DESK_TEXT.unreadOnly).check();
    await expect(conversationItem(alpha, second)).toBeVisible();
    await expect(conversationItem(alpha, first)).toHaveCount(0);
    await alpha.getByLabel(DESK_TEXT.unreadOnly).uncheck();

    await bravo.getByRole('combobox', { name: DESK_TEXT.assignedTo }).click();
    await bravo.getByRole('option', { name: DESK_TEXT.nobody }).click();
    await expect(conversationItem(bravo, first)).toHaveCount(0);
    await expect(conversationItem(alpha, first).getByTestId('conversation-assignee')).toHaveCount(
      0,
    );
  });

  test('the filters and the team fit at 360 and 1920 px without sideways scroll', async () => {
    for (const width of [360, 1920]) {
      await bravo.setViewportSize({ width, height: 800 });
      // At 360 px the list and the conversation are two screens: back to the list.
      if (width === 360) await bravo.getByRole('button', { name: 'All conversations' }).click();
      await expect(
        bravo.getByRole('button', { name: DESK_TEXT.assigneeFilter.unassigned }),
      ).toBeVisible();
      await expect(bravo.getByLabel(DESK_TEXT.unreadOnly)).toBeVisible();
      await expect(teamMember(bravo, ALPHA.username)).toBeVisible();
      expect(await horizontalOverflow(bravo)).toBe(0);
    }
  });
});
