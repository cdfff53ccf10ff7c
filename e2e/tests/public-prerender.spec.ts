import { expect, test } from '@playwright/test';
import { expectSignedOut } from '../support/session';

/** An anonymous visitor's GET /api/user answers 401: the browser logs it, and that is expected (SPEC §7). */
const isSessionProbe = (text: string) => /status of 401/.test(text);

test.describe('pre-rendered landing page', () => {
  test('/ arrives with the page in its HTML, other paths with the empty app shell', async ({
    request,
  }) => {
    const landing = await (await request.get('/')).text();
    expect(landing).toContain(
      '<title>Poker, Sportsbook &amp; Arcade with Play Money | Play Money Club</title>',
    );
    expect(landing).toContain('Your galaxy of');
    expect(landing).toContain('<style data-emotion="css ');

    for (const path of ['/faq', '/auth', '/no/such/page']) {
      const shell = await (await request.get(path)).text();
      expect(shell, path).toContain('<div id="root"></div>');
      expect(shell, path).not.toContain('Your galaxy of');
    }
  });

  test('shows the styled hero before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Your galaxy of play.money games/,
    );
    await expect(page.getByRole('link', { name: 'Poker on ClubGG' })).toBeVisible();
    expect(
      await page.locator('#hero-section').evaluate((hero) => getComputedStyle(hero).position),
    ).toBe('relative');
    await context.close();
  });

  test('hydrates the markup it was sent, with no errors in the console', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !isSessionProbe(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // A hydration mismatch makes React render the page again, replacing the server's nodes.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        const replaced = records.some((record) =>
          [...record.removedNodes].some(
            (node) => node instanceof Element && node.querySelector('#hero-title'),
          ),
        );
        if (replaced) console.error('the pre-rendered hero was replaced');
      }).observe(document, { childList: true, subtree: true });
    });

    await page.goto('/');
    await expectSignedOut(page);
    await expect(page.getByTestId('hero-video').locator('source')).toHaveCount(2);
    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
