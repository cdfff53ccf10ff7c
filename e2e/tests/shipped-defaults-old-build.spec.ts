import { ACCOUNT_TEXT, PAGE_LOAD_FAILED_TEXT } from '@club/contracts';
import { expect, test, type Page, type Request } from '@playwright/test';
import { registerViaApi } from '../support/accounts';

/**
 * A chunk that does not load is tried a few times over about five seconds, and the page then
 * loads again once: waiting for the page after that takes longer than one assertion's default.
 */
const RECOVERY = { timeout: 30_000 };

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Every request for a document of `page` (the first load and each reload), by path. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

/** The member's dashboard, open; returns every file it has fetched so far (its build's chunks). */
async function openDashboard(page: Page): Promise<Set<string>> {
  const files = new Set<string>();
  const fetched = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/')) files.add(request.url());
  };
  page.on('request', fetched);
  await registerViaApi(page);
  await page.goto('/dashboard');
  await expect(heading(page)).toHaveText('Member Dashboard');
  page.off('request', fetched);
  return files;
}

/**
 * From now on the server has a new build: every chunk this tab's build has not fetched yet is
 * gone (404), as after a deploy, while `gone()` says so. Returns the refused requests.
 */
async function deployNewBuild(page: Page, fetched: Set<string>, gone: () => boolean) {
  const refused: string[] = [];
  await page.route('**/assets/**', (route) => {
    const url = route.request().url();
    if (fetched.has(url) || !gone()) return route.continue();
    refused.push(url);
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  return refused;
}

test.describe('an open tab with an old build', () => {
  // Each test waits out the retries twice (before and after the reload): 10 s of its time.
  test.describe.configure({ timeout: 60_000 });

  test('loads the page again once to get the new build, then shows the page it went to', async ({
    page,
  }) => {
    const fetched = await openDashboard(page);
    const loads = documentLoads(page);
    const refused = await deployNewBuild(page, fetched, () => loads.length === 0);

    await page.getByRole('link', { name: ACCOUNT_TEXT.manageLink }).click();

    await expect(heading(page)).toHaveText(ACCOUNT_TEXT.title, RECOVERY);
    expect(loads).toEqual(['/dashboard/account']);
    // The old chunk was asked for again before the page gave up on it.
    const first = refused[0]!;
    expect(refused.filter((url) => url === first).length).toBeGreaterThan(1);
  });

  test('says so with a Retry button when the chunk still fails after that reload, and Retry works, at 360 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const fetched = await openDashboard(page);
    const loads = documentLoads(page);
    let failing = true;
    await deployNewBuild(page, fetched, () => failing);

    await page.getByRole('link', { name: ACCOUNT_TEXT.manageLink }).click();

    await expect(heading(page)).toHaveText(PAGE_LOAD_FAILED_TEXT.heading, RECOVERY);
    // One automatic reload, never a loop.
    expect(loads).toEqual(['/dashboard/account']);
    await expect(page.getByText(PAGE_LOAD_FAILED_TEXT.body)).toBeVisible();
    const retry = page.getByRole('button', { name: PAGE_LOAD_FAILED_TEXT.retry });
    await expect(retry).toBeInViewport();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);

    failing = false;
    await retry.focus();
    await page.keyboard.press('Enter');

    await expect(heading(page)).toHaveText(ACCOUNT_TEXT.title, RECOVERY);
  });

  test("says so with a Retry button when the app's own code does not load, and Retry works", async ({
    page,
  }) => {
    await registerViaApi(page);
    let failing = true;
    await page.route('**/assets/main-*.js', (route) =>
      failing
        ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' })
        : route.continue(),
    );
    const loads = documentLoads(page);

    await page.goto('/dashboard');

    await expect(heading(page)).toHaveText(PAGE_LOAD_FAILED_TEXT.heading, RECOVERY);
    expect(loads).toEqual(['/dashboard', '/dashboard']);
    const retry = page.getByRole('button', { name: PAGE_LOAD_FAILED_TEXT.retry });
    await expect(retry).toBeFocused();

    failing = false;
    await page.keyboard.press('Enter');

    await expect(heading(page)).toHaveText('Member Dashboard', RECOVERY);
  });
});
