import { expect, test, type Page } from '@playwright/test';
import {
  carousel,
  closeSupportChat,
  main,
  metaDescription,
  expectSupportChatOpened,
} from '../support/public-site';

test.describe('Sportsbook & Casino page', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await page.goto('/sports-book');
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('has a back link, its heading, the MOST POPULAR label, title and description', async () => {
    await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sportsbook & Casino');
    await expect(main(page).getByText('MOST POPULAR', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Sportsbook & Casino | Play Money Club');
    expect(await metaDescription(page)).toContain('from $20');
  });

  test('explains the four steps with the $20 minimum deposit', async () => {
    const steps = page.getByRole('region', { name: 'How It Works' });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    for (const step of ['Sign Up', 'Fund Account', 'Place Bets', 'Track & Win']) {
      await expect(steps.getByRole('heading', { name: step })).toBeVisible();
    }
    await expect(steps.getByRole('listitem').nth(1)).toContainText('Minimum deposit $20');
  });

  test('shows the Live Betting, Player Props and Deluxe Casino cards', async () => {
    const cards = page.getByRole('region', { name: 'More Ways to Play' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    expect(await cards.getByRole('heading').allTextContents()).toEqual([
      'Live Betting',
      'Player Props',
      'Deluxe Casino',
    ]);
  });

  test('has the payment carousel and a start button that opens the support chat', async () => {
    await expect(carousel(page, 'Accepted payment methods').slides).toHaveCount(10);
    await page.getByRole('button', { name: 'Start Playing' }).click();
    await expectSupportChatOpened(page);
    await closeSupportChat(page);
  });
});
