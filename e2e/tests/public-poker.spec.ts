import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  carousel,
  closeSupportChat,
  main,
  metaDescription,
  expectSupportChatOpened,
} from '../support/public-site';
import { toast } from '../support/session';

const PAYMENT_METHODS = [
  'Venmo',
  'Zelle',
  'CashApp',
  'Apple Pay',
  'PayPal',
  'Revolut',
  'Bitcoin',
  'Ethereum',
  'Solana',
  'USDT',
];

test.describe('poker page', () => {
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    page = await context.newPage();
    // Time stands still unless a test moves it, so autoplay steps are exact.
    await page.clock.install({ time: new Date('2026-03-01T12:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-01T12:00:01Z'));
    await page.goto('/poker');
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('has a back link, its heading, title and description', async () => {
    await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poker on ClubGG');
    await expect(page).toHaveTitle('Poker on ClubGG | Play Money Club');
    expect(await metaDescription(page)).toContain('6-digit club code');
  });

  test("has a 'Get Started' card with three steps and the download links in a new tab", async () => {
    const card = page.getByRole('region', { name: 'Get Started' });
    await expect(card.getByRole('listitem')).toHaveCount(3);
    for (const step of ['Download the app', 'Enter the club code', 'Start playing']) {
      await expect(card.getByRole('heading', { name: step })).toBeVisible();
    }
    for (const name of [/^Download ClubGG/, /^Download the Poker App/]) {
      const link = main(page).getByRole('link', { name });
      await expect(link).toHaveAttribute('href', 'https://clubgg.com/');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test("copies the 6-digit club code and confirms with 'Copied!' for 2 seconds", async () => {
    const code = (await page.getByTestId('club-code').textContent()) ?? '';
    expect(code).toMatch(/^\d{6}$/);

    await page.getByRole('button', { name: 'Copy Code' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(toast(page)).toContainText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    await page.clock.runFor(1999);
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByRole('button', { name: 'Copy Code' })).toBeVisible();
  });

  test('the table carousel advances every 3 seconds and loops', async () => {
    await page.reload();
    const tables = carousel(page, 'Poker tables');
    await expect(tables.slides).toHaveCount(4);
    await expect(tables.visibleSlide('1 of 4')).toBeVisible();
    await page.mouse.move(0, 0);

    await page.clock.runFor(2999);
    await expect(tables.visibleSlide('1 of 4')).toBeVisible();
    await page.clock.runFor(1);
    await expect(tables.visibleSlide('2 of 4')).toBeVisible();
    await expect(tables.visibleSlide('1 of 4')).toHaveCount(0);
    await page.clock.runFor(6000);
    await expect(tables.visibleSlide('4 of 4')).toBeVisible();
    await page.clock.runFor(3000);
    await expect(tables.visibleSlide('1 of 4')).toBeVisible();
  });

  test('the table carousel pauses while hovered', async () => {
    const tables = carousel(page, 'Poker tables');
    await tables.root.hover();
    await expect(tables.root).toHaveAttribute('data-rotating', 'false');
    await page.clock.runFor(9000);
    await expect(tables.visibleSlide('1 of 4')).toBeVisible();

    await page.mouse.move(0, 0);
    await expect(tables.root).toHaveAttribute('data-rotating', 'true');
    await page.clock.runFor(3000);
    await expect(tables.visibleSlide('2 of 4')).toBeVisible();
  });

  test('the table carousel works with the keyboard and stops while it has focus', async () => {
    await page.reload();
    const tables = carousel(page, 'Poker tables');
    await page.getByRole('button', { name: 'Play Now!' }).focus();
    await page.keyboard.press('Tab');
    await expect(tables.root.getByRole('button', { name: 'Play Poker tables' })).toBeFocused();
    await expect(tables.root).toHaveAttribute('data-rotating', 'false');
    await page.clock.runFor(6000);
    await expect(tables.visibleSlide('1 of 4')).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(tables.visibleSlide('2 of 4')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tables.visibleSlide('4 of 4')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(tables.root.getByRole('button', { name: 'Next slide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tables.visibleSlide('1 of 4')).toBeVisible();

    await tables.root.getByRole('button', { name: 'Play Poker tables' }).press('Enter');
    await expect(tables.root).toHaveAttribute('data-rotating', 'true');
    await page.clock.runFor(3000);
    await expect(tables.visibleSlide('2 of 4')).toBeVisible();
    await tables.root.getByRole('button', { name: 'Pause Poker tables' }).press('Enter');
    await page.getByRole('button', { name: 'Play Now!' }).focus();
    await page.clock.runFor(9000);
    await expect(tables.visibleSlide('2 of 4')).toBeVisible();
  });

  test('the payment carousel shows the ten methods and advances every 2.5 seconds', async () => {
    await page.reload();
    const payments = carousel(page, 'Accepted payment methods');
    await expect(payments.slides).toHaveCount(10);
    expect(await payments.slides.allTextContents()).toEqual(PAYMENT_METHODS);
    await expect(payments.visibleSlide('1 of 10')).toBeVisible();
    await page.mouse.move(0, 0);

    await page.clock.runFor(2499);
    await expect(payments.visibleSlide('1 of 10')).toBeVisible();
    await page.clock.runFor(1);
    await expect(payments.visibleSlide('1 of 10')).toHaveCount(0);
    await expect(payments.visibleSlide('2 of 10')).toBeVisible();
  });

  test('states that play is with play money only, 18+', async () => {
    await expect(page.getByRole('complementary', { name: 'Play money notice' })).toContainText(
      '18',
    );
  });
});

test.describe('poker page with a running clock', () => {
  // The store batches query results until the next animation frame, and a paused
  // clock holds every frame: the chat must be opened where time runs.
  test('Play Now! opens the support chat', async ({ page }) => {
    await page.goto('/poker');
    await page.getByRole('button', { name: 'Play Now!' }).click();
    await expectSupportChatOpened(page);
    await closeSupportChat(page);
  });
});

test.describe('poker page with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('carousels wait for the visitor to press Play', async ({ page }) => {
    await page.clock.install();
    await page.goto('/poker');
    const tables = carousel(page, 'Poker tables');
    await expect(tables.root.getByRole('button', { name: 'Play Poker tables' })).toBeVisible();
    await expect(tables.root).toHaveAttribute('data-rotating', 'false');
    await page.clock.runFor(6000);
    await expect(tables.visibleSlide('1 of 4')).toBeVisible();
  });
});
