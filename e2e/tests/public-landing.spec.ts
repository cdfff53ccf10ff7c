import { expect, test, type Page } from '@playwright/test';
import { header } from '../support/session';
import {
  expectScrollTop,
  metaDescription,
  recordGlide,
  recordScroll,
  recordScrollIntoView,
  startApp,
} from '../support/public-site';

/**
 * A glide passes at least one position between where it starts and where it ends; a jump does
 * not. One is enough: a loaded machine renders few frames of the animation.
 */
const expectGlide = (positions: number[]) => expect(new Set(positions).size).toBeGreaterThan(2);

test.describe('landing page', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await page.goto('/');
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('has its own title and description', async () => {
    await expect(page).toHaveTitle('Poker, Sportsbook & Arcade with Play Money | Play Money Club');
    expect(await metaDescription(page)).toContain('3000+ members');
  });

  test('shows the hero with the three game buttons and the club figures', async () => {
    const hero = page.locator('#hero-section');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
      /Your galaxy of play.money games/,
    );
    const games = page.locator('#games-section');
    await expect(games).toBeVisible();
    for (const [name, href] of [
      ['Poker on ClubGG', '/poker'],
      ['Sportsbook & Casino', '/sports-book'],
      ['Galactic Arcade', '/galactic-arcade'],
    ]) {
      await expect(games.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const figure of ['3000+', '24/7', '14+'])
      await expect(hero.getByText(figure, { exact: true })).toBeVisible();
    await expect(hero.getByText('Play Money Only · 18+')).toBeVisible();
  });

  test('has three large cards leading to the game pages, and the contact section', async () => {
    const membership = page.locator('#membership');
    await expect(membership.getByRole('heading', { name: 'Choose Your Game' })).toBeVisible();
    const cards = membership.getByRole('article');
    await expect(cards).toHaveCount(3);
    expect(
      await cards
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/poker', '/sports-book', '/galactic-arcade']);
    await expect(cards.nth(1)).toContainText('MOST POPULAR');
    await expect(
      page.locator('#contact').getByRole('heading', { name: 'Get in Touch' }),
    ).toBeAttached();
  });

  test('plays the muted looping hero video over its poster once the visitor is at the page', async () => {
    await expect(page.getByTestId('hero-poster')).toBeVisible();
    await startApp(page);
    const video = page.getByTestId('hero-video');
    await expect(video.locator('source')).toHaveCount(2);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc))
      .toMatch(/\/media\/hero\/hero-loop\.(webm|mp4)$/);
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => !element.paused && element.readyState >= 2),
      )
      .toBe(true);
    expect(
      await video.evaluate((element: HTMLVideoElement) => [
        element.muted,
        element.loop,
        element.playsInline,
      ]),
    ).toEqual([true, true, true]);

    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(true);
    await page.getByRole('button', { name: 'Play background video' }).click();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(false);
  });

  test('keeps the hero video under 1.5 MB in both formats, with posters of its own', async () => {
    for (const file of [
      'hero-loop.webm',
      'hero-loop.mp4',
      'hero-poster-640.webp',
      'hero-poster-1280.webp',
    ]) {
      const response = await page.request.get(`/media/hero/${file}`);
      expect(response.ok(), file).toBe(true);
      expect((await response.body()).length, file).toBeLessThanOrEqual(1.5 * 1024 * 1024);
    }
  });

  test('Games in the header glides to the games buttons without leaving the page', async () => {
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    const positions = recordGlide(page);
    await header(page).getByRole('link', { name: 'Games', exact: true }).click();
    expectGlide(await positions);
    await expect(page).toHaveURL('/');
    await expect(page.locator('#games-section')).toBeInViewport();
  });

  test('Home in the header glides back to the top of the hero', async () => {
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    const positions = recordGlide(page);
    await header(page).getByRole('link', { name: 'Home', exact: true }).click();
    expectGlide(await positions);
    await expectScrollTop(page, 0);
  });

  test('starts at the top when loaded again after scrolling', async () => {
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await page.reload();
    await expect(page.locator('#hero-section')).toBeVisible();
    await expectScrollTop(page, 0);
    expect(new Set(await recordScroll(page, 400))).toEqual(new Set([0]));
  });

  test('the footer Contact Us link glides from another page to the contact section', async () => {
    await page.goto('/faq');
    // The visitor reads the page first: its app runs, and the link moves within it.
    await startApp(page);
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    const scrolls = recordScrollIntoView(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/#contact');
    // The landing page renders as the glide starts: on a busy machine no frame may be sampled mid-way,
    // so this asks how the page moved there rather than counting the positions it passed.
    expect(await scrolls).toEqual({ id: 'contact', behavior: 'smooth' });
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeInViewport();
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
  });

  test('opening /#contact directly shows the contact section', async () => {
    await page.goto('/faq');
    await page.goto('/#contact');
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeInViewport();
  });
});

test.describe('landing page with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows the poster instead of the video, and no video controls', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('hero-poster')).toBeVisible();
    await startApp(page);
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /background video/ })).toHaveCount(0);
  });
});
