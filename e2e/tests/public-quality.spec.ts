import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  metaDescription,
  PUBLIC_ROUTES,
  seriousAxeViolations,
  showContactForm,
} from '../support/public-site';

/** Brings lazily loaded parts (the landing page's contact form, lazy images) into the page. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

interface FocusStop {
  label: string;
  inFooter: boolean;
  inMain: boolean;
  visible: boolean;
}

/** Presses Tab until focus reaches the footer's last link, recording every stop. */
async function tabThrough(page: Page, maxStops = 200): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  await page.locator('body').focus();
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    // Focus may scroll the page smoothly: give the element a moment to arrive on screen.
    const current = await page.evaluate(async () => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const onScreen = () => {
        const box = element.getBoundingClientRect();
        return (
          element.checkVisibility() &&
          box.width > 0 &&
          box.height > 0 &&
          box.bottom > 0 &&
          box.top < window.innerHeight
        );
      };
      for (let frame = 0; frame < 90 && !onScreen(); frame++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      const labels = (element as HTMLInputElement).labels;
      return {
        label: (
          element.getAttribute('aria-label') ||
          labels?.[0]?.textContent ||
          element.textContent ||
          element.tagName
        )
          .trim()
          .slice(0, 60),
        inFooter: Boolean(element.closest('footer')),
        inMain: Boolean(element.closest('main')),
        visible: onScreen(),
      };
    });
    if (!current) break;
    stops.push(current);
    if (current.inFooter && current.label === 'Facebook') break;
  }
  return stops;
}

test.describe('public pages: titles, keyboard, CSP', () => {
  // A Tab walk through the whole page takes a while on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let context: BrowserContext;
  let page: Page;
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  const cspReports: string[] = [];

  test.beforeAll(async ({ browser }) => {
    // axe-core needs a page of a context of our own.
    context = await browser.newContext();
    page = await context.newPage();
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        cspReports.push(message.text());
    });
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} has its own title and description, works with the keyboard and obeys the CSP`, async () => {
      cspReports.length = 0;
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      if (route.path === '/') {
        // The landing page is pre-rendered: the form loads once the hydrated page sees its section near.
        await showContactForm(page);
      }
      await scrollThrough(page);

      const title = await page.title();
      const description = (await metaDescription(page)) ?? '';
      expect(title).toMatch(/ \| Play Money Club$/);
      expect(description.length).toBeGreaterThan(50);
      expect(titles.has(title), `title "${title}" is used twice`).toBe(false);
      expect(descriptions.has(description), 'description is used twice').toBe(false);
      titles.add(title);
      descriptions.add(description);

      const stops = await tabThrough(page);
      expect(stops.at(-1), 'Tab reaches the end of the page').toMatchObject({
        inFooter: true,
        label: 'Facebook',
      });
      expect(
        stops.some((stop) => stop.inMain),
        'the page content takes focus',
      ).toBe(true);
      expect(
        stops.filter((stop) => !stop.visible).map((stop) => stop.label),
        'every focused element is on screen',
      ).toEqual([]);
      expect(
        await page.locator('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])').count(),
        'no positive tabindex',
      ).toBe(0);

      expect(cspReports).toEqual([]);
    });
  }

  test('the focused support launcher keeps the focus when the chat code arrives and replaces it', async () => {
    let releaseChatCode = () => {};
    const chatCodeHeld = new Promise<void>((resolve) => (releaseChatCode = resolve));
    await page.route(/\/assets\/chat-widget-host-[\w-]+\.js$/, async (route) => {
      await chatCodeHeld;
      await route.continue();
    });
    const chatCode = page.waitForResponse(/\/assets\/chat-widget-host-[\w-]+\.js$/);
    // A new document: the chat code of the previous visits is in this one's memory already.
    await page.goto('/about', { waitUntil: 'load' });
    const launcher = page.getByRole('button', { name: 'Open support chat' });
    await launcher.focus();
    await launcher.evaluate((element) => element.setAttribute('data-page-launcher', ''));

    releaseChatCode();
    await chatCode;
    await expect(page.locator('[data-page-launcher]')).toHaveCount(0);
    // The widget may wait for the site's settings before it shows its own launcher.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Open support chat' })).toBeFocused();
    await page.unroute(/\/assets\/chat-widget-host-[\w-]+\.js$/);
  });

  test('unknown paths show the 404 screen', async () => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
