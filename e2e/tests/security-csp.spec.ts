import { expect, test, type Page } from '@playwright/test';
import { ADMIN, loginViaApi, registerViaApi } from '../support/accounts';

/** Everything the page reports about the Content-Security-Policy: console lines and violation events. */
function watchCsp(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

async function violationsOf(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
}

// Five page loads, each until the network is idle, on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
    document.addEventListener('securitypolicyviolation', (event) =>
      store.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

test('the built SPA runs under its CSP: sign-in, catalogue, store, dashboard and the member chat', async ({
  page,
}) => {
  const reports = watchCsp(page);
  for (const path of ['/auth', '/merchandise', '/subscription']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await registerViaApi(page);
  for (const path of ['/dashboard', '/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(reports).toEqual([]);
  expect(await violationsOf(page)).toEqual([]);
});

test('the admin inbox runs under the CSP', async ({ page }) => {
  const reports = watchCsp(page);
  await loginViaApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/chat');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(reports).toEqual([]);
  expect(await violationsOf(page)).toEqual([]);
});
