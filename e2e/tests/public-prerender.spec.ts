import { PAGE_DATA_ELEMENT_ID } from '@club/contracts';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { chatPanel } from '../support/chat';
import { PUBLIC_ROUTES } from '../support/public-site';
import { expectSignedOut, header } from '../support/session';

/** The scripts the page asked for: before the visitor does anything, only the boot script. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Console errors and uncaught exceptions, and any pre-rendered node React had to replace. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      const replaced = records.some((record) =>
        [...record.removedNodes].some(
          (node) => node instanceof Element && node.querySelector('h1'),
        ),
      );
      if (replaced) console.error('the pre-rendered page was replaced');
    }).observe(document, { childList: true, subtree: true });
  });
  return problems;
}

test.describe('pre-rendered public pages', () => {
  test('every public page arrives in its HTML with its title, canonical URL and sharing tags', async ({
    request,
    baseURL,
  }) => {
    for (const route of PUBLIC_ROUTES) {
      const answer = await request.get(route.path);
      expect(answer.status(), route.path).toBe(200);
      const html = await answer.text();
      expect(html, route.path).toContain('<div id="root" data-session="signed-out"><');
      expect(html, route.path).toContain(`<link rel="canonical" href="${baseURL}${route.path}">`);
      expect(html, route.path).toContain('<meta property="og:image" content="');
      expect(html, route.path).toContain(
        '<meta name="twitter:card" content="summary_large_image">',
      );
      expect(html, route.path).toContain('<style data-emotion="css ');
    }
    const landing = await (await request.get('/')).text();
    expect(landing).toContain(
      '<title>Poker, Sportsbook &amp; Arcade with Play Money | Play Money Club</title>',
    );
    expect(landing).toContain('Your galaxy of');
  });

  test('an unknown path gets the 404 page with status 404; the app pages the app shell', async ({
    request,
  }) => {
    const missing = await request.get('/no/such/page');
    expect(missing.status()).toBe(404);
    const notFound = await missing.text();
    expect(notFound).toContain('<title>Page Not Found | Play Money Club</title>');
    expect(notFound).toContain('404 Page Not Found');
    expect(notFound).not.toContain('rel="canonical"');

    for (const path of ['/dashboard', '/admin/chat', '/reset-password']) {
      const shell = await request.get(path);
      expect(shell.status(), path).toBe(200);
      expect(await shell.text(), path).toContain('<div id="root" data-session="signed-out"></div>');
    }
  });

  test('the shop pages are rendered with the catalogue, and a made-up product is a 404', async ({
    request,
  }) => {
    const catalogue = await (await request.get('/api/merchandise')).json();
    const shop = await (await request.get('/merchandise')).text();
    expect(shop).toContain('Club Logo Tee');
    expect(shop).toContain(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`);
    const product = await (await request.get(`/product/${catalogue[0].id}`)).text();
    expect(product).toContain(catalogue[0].title);

    expect((await request.get('/product/no-such-product')).status()).toBe(404);
  });

  test('the store arrives with the packages this deployment sells, under the sign-in notice', async ({
    request,
  }) => {
    const { packages } = await (await request.get('/api/store/packages')).json();
    const store = await (await request.get('/subscription')).text();
    expect(store).toContain('Authentication Required');
    for (const pkg of packages) expect(store).toContain(`>${pkg.name}</h2>`);
    expect(store).toContain(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`);
  });

  test('shows the styled hero and the chat button before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Your galaxy of play.money games/,
    );
    await expect(page.getByRole('link', { name: 'Poker on ClubGG' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open support chat' })).toBeVisible();
    expect(
      await page.locator('#hero-section').evaluate((hero) => getComputedStyle(hero).position),
    ).toBe('relative');
    await context.close();
  });

  test('runs no app code until the visitor acts (fetching it ahead once loaded), then hydrates what it was sent without an error', async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    const scripts = scriptRequests(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });

    await page.goto('/');
    expect(scripts[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const preloads = page.locator('link[rel="modulepreload"]');
    await expect(preloads.and(page.locator('[href^="/assets/main-"]'))).toHaveCount(1);
    const preloaded = await preloads.evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    await expect.poll(() => scripts.slice(1).sort()).toEqual(preloaded.sort());
    // The app has not run: the hero's video waits for it, and nobody asked the server anything.
    await expect(page.getByTestId('hero-video').locator('source')).toHaveCount(0);
    expect(apiCalls).toEqual([]);
    await expectSignedOut(page);

    await page.mouse.move(200, 200);
    await expect(page.getByTestId('hero-video').locator('source')).toHaveCount(2);
    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    // Rendered for a visitor without a session cookie: nobody to ask the server about.
    expect(apiCalls.filter((url) => url.endsWith('/api/user'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a tap made before the code loaded is answered once it has', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const problems = await watchProblems(page);
    await page.goto('/faq');
    const menuButton = header(page).getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the chat button pressed before the code loaded opens the chat', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await expect(chatPanel(page)).toBeVisible();
  });

  test('a signed-in member gets the app at once, the header saying who they are', async ({
    page,
  }) => {
    const { username } = await registerViaApi(page);
    const scripts = scriptRequests(page);
    await page.goto('/faq');
    await expect(
      header(page).getByText(`Welcome, ${username}`, { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    expect(scripts.length).toBeGreaterThan(1);
  });
});
