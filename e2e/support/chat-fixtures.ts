import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { ADMIN } from './accounts';

interface ChatFixtures {
  /** A second browser context, signed in as the admin, on the inbox. */
  admin: Page;
  /** Another admin tab in a browser context of its own (same account), on the inbox. */
  otherAdmin: Page;
}

interface ChatWorkerFixtures {
  /** The admin's signed-in cookies, made once per worker (password hashing is slow). */
  adminStorageState: string;
}

/** Chat specs talk from two browsers at once: the visitor's page and the admin's. */
export const test = base.extend<ChatFixtures, ChatWorkerFixtures>({
  // Chat specs open the widget over the landing page; its looping hero video (left out under
  // reduced motion) would take a core's worth of decoding from the other browsers of the suite.
  reducedMotion: 'reduce',
  adminStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.post('/api/login', { data: ADMIN });
      expect(response.ok(), await response.text()).toBe(true);
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'chat-admin-')), 'state.json');
      await request.storageState({ path: file });
      await request.dispose();
      await use(file);
    },
    { scope: 'worker' },
  ],
  admin: async ({ browser, baseURL, adminStorageState }, use) => {
    const page = await adminInbox(browser, baseURL, adminStorageState);
    await use(page);
    await page.context().close();
  },
  otherAdmin: async ({ browser, baseURL, adminStorageState }, use) => {
    const page = await adminInbox(browser, baseURL, adminStorageState);
    await use(page);
    await page.context().close();
  },
});

async function adminInbox(browser: Browser, baseURL: string | undefined, storageState: string) {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  await page.goto('/admin/chat');
  // The inbox loads its lists, stats and socket: slower than one page on a loaded machine.
  await expect(page.getByText('Waiting for Response')).toBeVisible({ timeout: 20_000 });
  return page;
}

export { expect };
