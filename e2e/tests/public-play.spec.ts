import { expect, test, type Page } from '@playwright/test';
import { closeSupportChat, expectSupportChatOpened, metaDescription } from '../support/public-site';

const CARDS = [
  {
    title: 'Poker',
    features: ["Texas Hold'em", 'Omaha', 'Tournaments', 'Cash Games'],
    href: '/poker',
  },
  {
    title: 'Sportsbook & Casino',
    features: ['Live Betting', 'Multiple Sports', 'Best Odds', 'Live Scores'],
    href: '/sports-book',
  },
  {
    title: 'Galactic Arcade Casino Games',
    features: ['Arcade Games', 'Table Games', 'Leaderboards', 'Bonuses'],
    href: '/galactic-arcade',
  },
];

test.describe('game chooser', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await page.goto('/play');
  });
  test.afterAll(async () => {
    await page.close();
  });

  test("has the heading 'Choose Your Game', a title and a description", async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Game');
    await expect(page).toHaveTitle('Choose Your Game | Play Money Club');
    expect(await metaDescription(page)).toContain('play-money deposit');
  });

  test('shows three cards with their features and a link to each game page', async () => {
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const [index, card] of CARDS.entries()) {
      const article = cards.nth(index);
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(card.title);
      expect(await article.getByRole('listitem').allTextContents()).toEqual(card.features);
      await expect(article.getByRole('link', { name: `More about ${card.title}` })).toHaveAttribute(
        'href',
        card.href,
      );
    }
  });

  test('each Play Now opens the support chat instead of navigating', async () => {
    for (const card of CARDS) {
      await page.getByRole('button', { name: `Play Now: ${card.title}` }).click();
      await expectSupportChatOpened(page);
      await expect(page).toHaveURL('/play');
      await closeSupportChat(page);
    }
  });

  test("'Ready to Get Started' has a Join Club button to /", async () => {
    const ready = page.getByRole('region', { name: 'Ready to Get Started' });
    await expect(ready.getByRole('link', { name: 'Join Club' })).toHaveAttribute('href', '/');
  });
});
