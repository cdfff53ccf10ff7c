import { expect, test } from '@playwright/test';
import { expectSignedOut, header } from '../support/session';

test.describe('header', () => {
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

  test('F8 moves focus to the Notifications region', async ({ page }) => {
    await page.goto('/');
    // `/` is on screen, pre-rendered, before the app runs; F8 is the app's, so wait for it to start.
    await expectSignedOut(page);
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeFocused();
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
});
