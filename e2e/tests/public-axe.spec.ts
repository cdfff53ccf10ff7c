import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  axeViolations,
  horizontalOverflow,
  PUBLIC_ROUTES,
  showContactForm,
  startApp,
} from '../support/public-site';

/** The demo catalogue's Club Logo Tee. */
const TEE_ID = '569ec94e-4a3f-4740-8176-e3d6bb043708';

/** Every public page: the guides and legal pages, the shop, the store, sign-in and the 404 page. */
const ROUTES: { path: string; heading: string | RegExp }[] = [
  ...PUBLIC_ROUTES,
  { path: '/merchandise', heading: 'Merchandise' },
  { path: `/product/${TEE_ID}`, heading: 'Club Logo Tee' },
  { path: '/subscription', heading: 'Authentication Required' },
  { path: '/auth', heading: 'Welcome to Play Money Club' },
  { path: '/auth?tab=register', heading: 'Welcome to Play Money Club' },
  { path: '/no-such-page', heading: '404 Page Not Found' },
];

const WIDTHS = [
  {
    name: 'a 360 px phone',
    options: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    /** A phone's page must fit its width: no horizontal scrolling. */
    fits: true,
  },
  { name: 'a 1280 px screen', options: { viewport: { width: 1280, height: 800 } }, fits: false },
];

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/**
 * Brings the page to rest as a visitor leaves it: a pre-rendered page starts its app at their
 * first move, and React has then taken over the page's root; scrolling through, with the app
 * running, brings lazily loaded parts (the landing page's contact form, lazy images) into it.
 */
async function settle(page: Page, path: string) {
  await startApp(page);
  await scrollThrough(page);
  if (path === '/') {
    await showContactForm(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  }
  if (path === '/merchandise') await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const width of WIDTHS) {
  const fitting = width.fits ? ', fitting the width' : '';
  test.describe(`public pages on ${width.name}: no axe violations of any impact${fitting}`, () => {
    // axe twice on every page takes a while on a busy machine.
    test.describe.configure({ mode: 'serial', timeout: 60_000 });
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      // axe-core needs a page of a context of our own.
      context = await browser.newContext(width.options);
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const route of ROUTES) {
      test(`${route.path} as first shown and once settled`, async () => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(route.heading);
        expect(await axeViolations(page), 'as first shown').toEqual([]);
        if (width.fits) expect(await horizontalOverflow(page), 'as first shown').toBe(0);

        await settle(page, route.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(route.heading);
        expect(await axeViolations(page), 'once settled').toEqual([]);
        if (width.fits) {
          expect(await horizontalOverflow(page), 'once settled').toBe(0);
          expect(await page.evaluate(() => window.scrollX)).toBe(0);
        }
      });
    }
  });
}
