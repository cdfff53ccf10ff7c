import { SUPPORT_STATUS_TEXT } from '@club/contracts';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { AppProcess } from '../support/app-process';
import { openWidget, sendFromWidget } from '../support/chat';

/**
 * An app of the worker's own: in the suite's app every spec keeps an admin online, so only here
 * can no one be online for real.
 */
const test = base.extend<object, { app: AppProcess }>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      // Beyond the suite's own apps and the other specs' (E2E_PORT + 3000, 3100, 3500 + worker).
      const port = Number(process.env.E2E_PORT ?? 5123) + 3300 + workerInfo.workerIndex;
      const app = new AppProcess(port, {
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      });
      await app.start();
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/** The admin opens the inbox in a browser of their own: support is online from then on. */
async function adminOpensInbox(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const login = await page.request.post('/api/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto('/admin/chat');
  await expect(page.getByText('Waiting for Response')).toBeVisible({ timeout: 20_000 });
  return page;
}

test.describe('support availability, live', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a widget opened while no one is online follows the admin coming and going, without a reload', async ({
    browser,
    app,
  }) => {
    const visitor = await browser.newContext({
      baseURL: app.baseURL,
      viewport: { width: 360, height: 740 },
    });
    const page = await visitor.newPage();
    await page.goto('/');
    const panel = await openWidget(page);
    const status = panel.getByTestId('support-status');
    await expect(status).toHaveText(SUPPORT_STATUS_TEXT.defaultExpectedReply);
    await sendFromWidget(panel, 'Is anyone there?');
    const followUp = panel.getByTestId('follow-up-email');
    await expect(followUp).toContainText(SUPPORT_STATUS_TEXT.followUpPrompt);
    // An address half typed when support arrives is still there when support leaves.
    const email = followUp.getByRole('textbox', { name: SUPPORT_STATUS_TEXT.followUpLabel });
    await email.fill('nova@exa');

    const admin = await adminOpensInbox(browser, app.baseURL);
    await expect(status).toHaveText(SUPPORT_STATUS_TEXT.online);
    await expect(status).toHaveAttribute('data-online', 'true');
    await expect(panel.getByText(SUPPORT_STATUS_TEXT.followUpPrompt)).toBeHidden();
    await expect(panel.getByText(SUPPORT_STATUS_TEXT.defaultExpectedReply)).toHaveCount(0);

    await admin.context().close();
    await expect(status).toHaveText(SUPPORT_STATUS_TEXT.defaultExpectedReply);
    await expect(status).toHaveAttribute('data-online', 'false');
    await expect(panel.getByText(SUPPORT_STATUS_TEXT.followUpPrompt)).toBeVisible();
    await expect(email).toHaveValue('nova@exa');
    await expect(panel.getByText(SUPPORT_STATUS_TEXT.online)).toHaveCount(0);
    await visitor.close();
  });
});
