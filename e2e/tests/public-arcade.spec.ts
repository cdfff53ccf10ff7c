import { expect, test, type Page } from '@playwright/test';
import { carousel, main, metaDescription } from '../support/public-site';

const GAMES = [
  'Space Slots',
  'Cosmic Dice',
  'Rocket Crash',
  'Galactic Flip',
  'Asteroid Mines',
  'Space Limbo',
  'Dragon Spire',
  'Cosmic Keno',
  'Cosmic Plinko',
  'Blackjack',
  'Phoenix Roulette',
  'Cosmic Forest',
  'Galactic HILO',
  '67 Game',
];

const trackStyle = (page: Page) =>
  page
    .getByTestId('game-strip')
    .locator('ul')
    .evaluate((track) => {
      const style = getComputedStyle(track);
      return {
        name: style.animationName,
        duration: style.animationDuration,
        iterations: style.animationIterationCount,
        state: style.animationPlayState,
      };
    });

test.describe('Galactic Arcade page', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await page.goto('/galactic-arcade');
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('has a back link, its heading, title and description', async () => {
    await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Galactic Arcade');
    await expect(page).toHaveTitle('Galactic Arcade | Play Money Club');
    expect(await metaDescription(page)).toContain('14+ space-themed arcade games');
  });

  test('explains the four steps, with Register Now opening the arcade sign-up in a new tab', async () => {
    const steps = page.getByRole('region', { name: 'Launch Sequence' });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    for (const step of ['Register', 'Add Credits', 'Pick Games', 'Win Bonuses']) {
      await expect(steps.getByRole('heading', { name: step, exact: true })).toBeVisible();
    }
    const register = steps.getByRole('link', { name: /^Register Now/ });
    await expect(register).toHaveAttribute('href', /^https:\/\/.+\/auth$/);
    await expect(register).toHaveAttribute('target', '_blank');
    await expect(register).toHaveAttribute('rel', /noopener/);
  });

  test('shows the 14 named games in a strip that loops every 25 seconds', async () => {
    const strip = page.getByTestId('game-strip');
    // The second copy that makes the loop seamless is hidden from assistive technology.
    await expect(strip.getByRole('listitem')).toHaveCount(14);
    expect(await strip.getByRole('listitem').allTextContents()).toEqual(GAMES);
    expect(await trackStyle(page)).toMatchObject({
      duration: '25s',
      iterations: 'infinite',
      state: 'running',
    });
  });

  test('the strip pauses while hovered, while focused and on request', async () => {
    const strip = page.getByTestId('game-strip');
    await strip.hover();
    expect((await trackStyle(page)).state).toBe('paused');
    await page.mouse.move(0, 0);
    expect((await trackStyle(page)).state).toBe('running');

    await page.getByRole('heading', { name: '14 Games and Counting' }).scrollIntoViewIfNeeded();
    await strip.focus();
    expect((await trackStyle(page)).state).toBe('paused');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Pause game strip' })).toBeFocused();
    expect((await trackStyle(page)).state).toBe('running');

    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Play game strip' })).toBeFocused();
    await page.getByRole('button', { name: 'Play game strip' }).blur();
    expect((await trackStyle(page)).state).toBe('paused');
    await page.getByRole('button', { name: 'Play game strip' }).click();
    await page.mouse.move(0, 0);
    expect((await trackStyle(page)).state).toBe('running');
  });

  test('lists the four rewards', async () => {
    const rewards = page.getByRole('region', { name: 'Bonuses That Keep Coming' });
    for (const reward of [
      'Weekly Leaderboard',
      'Monthly Leaderboard',
      'Treasure Chest',
      'Milestone Rewards',
    ]) {
      await expect(rewards.getByRole('heading', { name: reward })).toBeVisible();
    }
  });

  test('has the payment carousel and the play-money notice', async () => {
    await expect(carousel(page, 'Accepted payment methods').slides).toHaveCount(10);
    await expect(page.getByRole('complementary', { name: 'Play money notice' })).toBeVisible();
  });
});

test.describe('Galactic Arcade page with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the game strip stands still and shows every game once', async ({ page }) => {
    await page.goto('/galactic-arcade');
    expect((await trackStyle(page)).name).toBe('none');
    await expect(page.getByTestId('game-strip').locator('li:visible')).toHaveCount(14);
    await expect(page.getByRole('button', { name: 'Pause game strip' })).toBeHidden();
  });
});
