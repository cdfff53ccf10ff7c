import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Every public route of the public-site pages, with its h1. */
export const PUBLIC_ROUTES = [
  { path: '/', heading: /Your galaxy of/ },
  { path: '/join', heading: 'How to Join' },
  { path: '/sportsbook', heading: 'Sports Betting Guide' },
  { path: '/poker', heading: 'Poker on ClubGG' },
  { path: '/sports-book', heading: 'Sportsbook & Casino' },
  { path: '/galactic-arcade', heading: 'Galactic Arcade' },
  { path: '/play', heading: 'Choose Your Game' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/cookies', heading: 'Cookie Policy' },
] as const;

export const main = (page: Page) => page.getByRole('main');

/** axe-core's WCAG 2.2 A/AA and best-practice rules. */
const WCAG_AND_BEST_PRACTICE = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
];

/**
 * axe-core with the WCAG 2.2 A/AA and best-practice rules: every rule it runs by default (not the
 * AAA or experimental ones) and target-size, which it leaves off by default; returns the
 * violations of any impact. Only the violations are detailed: the passing and inapplicable
 * checks' nodes would cost a tenth of each run.
 */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_AND_BEST_PRACTICE)
    .analyze();
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * axe-core with the WCAG 2.2 A/AA and best-practice rules, or only the named
 * rules; returns the serious and critical violations.
 */
export async function seriousAxeViolations(page: Page, rules?: string[]) {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (rules) builder.withRules(rules);
  else builder.withTags(WCAG_AND_BEST_PRACTICE);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * Starts the app of a pre-rendered page as a visitor's first move does, and waits until React has
 * taken over the page's root.
 */
export async function startApp(page: Page) {
  await page.mouse.move(20, 20);
  await expect
    .poll(() =>
      page
        .locator('#root')
        .evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer$'))),
    )
    .toBe(true);
}

/**
 * Brings the landing page's contact form in: its code loads once the running app sees the
 * section near, and the section may have passed by while the page was still hydrating.
 */
export async function showContactForm(page: Page) {
  await startApp(page);
  await expect(async () => {
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

export async function metaDescription(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}

/** The carousel with this accessible name, and the label of its first visible slide. */
export function carousel(page: Page, name: string) {
  const root = page.getByRole('region', { name, exact: true });
  return {
    root,
    slides: root.locator('[aria-roledescription="slide"]'),
    /** Slides hidden from assistive technology are the ones out of view. */
    visibleSlide: (label: string): Locator => root.getByRole('group', { name: label, exact: true }),
  };
}

/** The open support chat panel (whichever widget the visitor gets). */
export const supportChat = (page: Page) => page.getByTestId('chat-panel');

/**
 * The support chat opened by a press on the page. On a pre-rendered page that press is the
 * visitor's first move: it loads the app, then the chat's code, before the panel can show.
 */
export async function expectSupportChatOpened(page: Page) {
  await expect(supportChat(page)).toBeVisible({ timeout: 20_000 });
}

export async function closeSupportChat(page: Page) {
  await supportChat(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(supportChat(page)).toHaveCount(0);
}

export async function expectScrollTop(page: Page, top: number) {
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(top);
}

/** Records window.scrollY on every frame for `ms` milliseconds. */
export async function recordScroll(page: Page, ms: number): Promise<number[]> {
  return page.evaluate(
    (duration) =>
      new Promise<number[]>((resolve) => {
        const samples: number[] = [];
        const started = performance.now();
        const sample = () => {
          samples.push(Math.round(window.scrollY));
          if (performance.now() - started < duration) requestAnimationFrame(sample);
          else resolve(samples);
        };
        requestAnimationFrame(sample);
      }),
    ms,
  );
}

/**
 * Records window.scrollY on every frame from now until the page has passed through at least three
 * positions and then kept still for `stillMs` (or `timeoutMs` passed): on a loaded machine the
 * click that starts a glide may come late, so a fixed recording window can end before it.
 */
export async function recordGlide(
  page: Page,
  { stillMs = 500, timeoutMs = 10_000 } = {},
): Promise<number[]> {
  return page.evaluate(
    ({ stillMs, timeoutMs }) =>
      new Promise<number[]>((resolve) => {
        const samples: number[] = [];
        const started = performance.now();
        let lastChange = started;
        const sample = () => {
          const now = performance.now();
          const position = Math.round(window.scrollY);
          if (samples.length && position !== samples[samples.length - 1]) lastChange = now;
          samples.push(position);
          const settled = new Set(samples).size > 2 && now - lastChange >= stillMs;
          if (settled || now - started >= timeoutMs) resolve(samples);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
    { stillMs, timeoutMs },
  );
}

/**
 * Resolves, once the page has scrolled an element into view, with that element's id and how the
 * browser was asked to move: 'smooth' or 'instant', from the call's own behaviour or else the
 * page's scroll-behavior style, as browsers decide. Resolves with undefined after `timeoutMs`.
 */
export async function recordScrollIntoView(
  page: Page,
  timeoutMs = 10_000,
): Promise<{ id: string; behavior: string } | undefined> {
  return page.evaluate(
    (timeoutMs) =>
      new Promise<{ id: string; behavior: string } | undefined>((resolve) => {
        const original = Element.prototype.scrollIntoView;
        const finish = (request?: { id: string; behavior: string }) => {
          Element.prototype.scrollIntoView = original;
          resolve(request);
        };
        Element.prototype.scrollIntoView = function (
          this: Element,
          options?: boolean | ScrollIntoViewOptions,
        ) {
          const asked = typeof options === 'object' ? options.behavior : undefined;
          const behavior =
            asked && asked !== 'auto'
              ? asked
              : getComputedStyle(document.documentElement).scrollBehavior;
          original.call(this, options);
          finish({ id: this.id, behavior: behavior === 'smooth' ? 'smooth' : 'instant' });
        };
        setTimeout(() => finish(), timeoutMs);
      }),
    timeoutMs,
  );
}
