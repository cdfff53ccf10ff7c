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

/**
 * axe-core with the WCAG 2.2 A/AA and best-practice rules, or only the named
 * rules; returns the serious and critical violations.
 */
export async function seriousAxeViolations(page: Page, rules?: string[]) {
  const builder = new AxeBuilder({ page });
  if (rules) builder.withRules(rules);
  else builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
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
