import { expect, test, type Locator, type Page } from '@playwright/test';
import { chatPanel, launcher, openWidget } from '../support/chat';
import { PUBLIC_ROUTES, startApp } from '../support/public-site';
import { toast } from '../support/session';

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The element's box; the launcher is drawn anew as the chat's code arrives, so this waits for one. */
async function boxOf(locator: Locator): Promise<Box> {
  let box: Box | null = null;
  await expect
    .poll(async () => (box = await locator.boundingBox()), { message: 'the element has a box' })
    .not.toBeNull();
  return box!;
}

/**
 * A failed sign-in: the site's own toast, with the server's answer. The page's clock is stopped
 * first, so the toast stays (it would leave after 5 s, which a loaded machine can spend).
 */
async function showToast(page: Page) {
  await page.clock.install();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByLabel('Username').fill(`nobody-${Date.now()}`);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page)).toContainText('Login failed');
}

/**
 * The page's own links and controls in the viewport (not the chat's): where a click lands (the
 * centre) and where their label and icon are.
 */
async function pageControls(page: Page): Promise<{ name: string; centre: Box; label: Box }[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, [role="button"]';
    const controls = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[data-testid="chat-launcher"]')) continue;
      const rect = element.getBoundingClientRect();
      const onScreen =
        rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
      if (!onScreen || getComputedStyle(element).visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      const content = range.getBoundingClientRect();
      const label = content.width > 0 && content.height > 0 ? content : rect;
      controls.push({
        name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
        centre: { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, width: 1, height: 1 },
        label: { x: label.x, y: label.y, width: label.width, height: label.height },
      });
    }
    return controls;
  });
}

test.describe('toasts never cover the chat', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const width of [360, 768, 1280, 1920]) {
    test(`at ${width} px, a toast and the open chat panel do not overlap`, async ({ page }) => {
      const height = width < 768 ? 740 : 900;
      await page.setViewportSize({ width, height });
      await showToast(page);
      expect(overlap(await boxOf(toast(page)), await boxOf(launcher(page)))).toBe(false);

      const panel = await openWidget(page);
      await expect(toast(page)).toBeVisible();
      const toastBox = await boxOf(toast(page));
      const panelBox = await boxOf(panel);
      expect(overlap(toastBox, panelBox), JSON.stringify({ toastBox, panelBox })).toBe(false);
      expect(panelBox.y).toBeGreaterThanOrEqual(0);
      expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(height);

      await page.clock.resume();
      await toast(page).getByRole('button', { name: 'Dismiss notification' }).click();
      await expect(toast(page)).toHaveCount(0);
      // Without a toast the panel takes its usual place again: 24 px above the bottom, or the
      // whole screen on a phone.
      const bottomGap = width <= 480 ? 0 : 24;
      await expect
        .poll(async () => {
          const box = await boxOf(chatPanel(page));
          return Math.round(height - (box.y + box.height));
        })
        .toBe(bottomGap);
    });
  }
});

test.describe('the chat button at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.describe.configure({ timeout: 180_000 });

  const routes = [
    ...PUBLIC_ROUTES.map(({ path }) => path),
    '/subscription',
    '/merchandise',
    '/login',
  ];

  // "Covers" means it hides where a click lands or what the control says: a full-width button
  // may pass under its corner while the page scrolls.
  test('covers none of the page’s links or buttons, at the top and scrolled to the end', async ({
    page,
  }) => {
    const covered: string[] = [];
    for (const path of routes) {
      await page.goto(path);
      await startApp(page);
      await expect(launcher(page)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const where of ['top', 'end'] as const) {
        if (where === 'end') {
          // Scrolled again until it stays at the end: a part loaded near the end makes it longer.
          await expect
            .poll(() =>
              page.evaluate(() => {
                const atEnd = () =>
                  Math.ceil(window.scrollY + window.innerHeight) >=
                  document.documentElement.scrollHeight - 1;
                const wasAtEnd = atEnd();
                window.scrollTo(0, document.documentElement.scrollHeight);
                return wasAtEnd;
              }),
            )
            .toBe(true);
        }
        const button = await boxOf(launcher(page));
        for (const { name, centre, label } of await pageControls(page)) {
          if (overlap(centre, button) || overlap(label, button)) {
            covered.push(`${path} (${where}): ${name}`);
          }
        }
      }
    }
    expect(covered).toEqual([]);
  });
});
