import { expect, test } from '@playwright/test';
import { ADMIN, loginViaApi, registerViaApi } from '../support/accounts';
import { expectSignedOut, header } from '../support/session';

test.describe('header and footer', () => {
  test('anonymous visitors get Login and Join Club, leading to /auth, and no Admin Chat link', async ({
    page,
  }) => {
    await page.goto('/');
    await expectSignedOut(page);
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
      'href',
      '/auth',
    );
    await expect(page.getByRole('link', { name: 'Admin Chat' })).toHaveCount(0);
  });

  test('turns dark past 50 px of scrolling and transparent again at the top', async ({ page }) => {
    await page.goto('/');
    // Once loaded, the page moves to its start (the top): a scroll before that would be undone.
    await page.waitForLoadState('networkidle');
    await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
    const transparent = await header(page).evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );

    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
    await expect
      .poll(() => header(page).evaluate((element) => getComputedStyle(element).backgroundColor))
      .not.toBe(transparent);
    await expect
      .poll(() => header(page).evaluate((element) => getComputedStyle(element).backdropFilter))
      .toContain('blur');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
  });

  test('opens community links in a new tab', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Discord', 'Telegram']) {
      const link = header(page).getByRole('link', { name }).first();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const footer = page.getByRole('contentinfo');
    for (const name of ['Instagram', 'TikTok', 'YouTube', 'Facebook']) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
  });

  test('the footer links the support pages and states play money only', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Play Money Only - No Real Funds');
    for (const [name, href] of [
      ['FAQ', '/faq'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookies'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('F8 moves focus to the Notifications region', async ({ page }) => {
    await page.goto('/');
    // `/` is on screen, pre-rendered, before the app runs; F8 is the app's, so wait for it to start.
    await expectSignedOut(page);
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeFocused();
  });

  test('unknown routes show the 404 screen', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});

test.describe('admin link by role', () => {
  test('a member does not see Admin Chat; an admin does, and it leads to /admin/chat', async ({
    page,
  }) => {
    await registerViaApi(page);
    await page.goto('/');
    await expect(header(page).getByText(/^Welcome, /)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Chat' })).toHaveCount(0);

    await page.context().clearCookies();
    await loginViaApi(page, ADMIN.username, ADMIN.password);
    await page.goto('/');
    await header(page).getByRole('link', { name: 'Admin Chat' }).click();
    await expect(page).toHaveURL('/admin/chat');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('toggles the links and the Join Our Community block', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();

    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByText('Join Our Community')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('Games scrolls to the games section and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Games' })
      .click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  });

  test('shows Admin Chat in the mobile menu for an admin only', async ({ page }) => {
    await loginViaApi(page, ADMIN.username, ADMIN.password);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Admin Chat' }),
    ).toBeVisible();
  });
});
