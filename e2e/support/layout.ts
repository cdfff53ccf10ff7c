import { expect, type Locator, type Page } from '@playwright/test';

import { horizontalOverflow } from './public-site';

export { horizontalOverflow };

/** What a person reads and clicks: the controls whose boxes must never cover one another. */
const CONTROLS =
  'button, a[href], input:not([type="hidden"]), textarea, select, [role="combobox"], [role="switch"], [role="tab"]';

/** Texts whose meaning is lost when cut: names of controls, labels, headings, chips, table heads. */
const LABELS =
  'button, a[href], label, legend, th, h1, h2, h3, h4, [role="tab"], .MuiChip-label, .MuiFormControlLabel-label, .MuiInputLabel-root';

/**
 * Pairs of visible controls in `scope` whose boxes overlap by more than 2 px each way (grouped
 * buttons share a 1 px border), as "a / b" by their names. A control inside another (a switch's
 * input in its label, a field's input in its box) is not an overlap; what a scrolling row has
 * scrolled out of view is clipped first.
 */
export async function overlappingControls(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, selector) => {
    const nameOf = (element: Element) =>
      (
        element.getAttribute('aria-label') ||
        element.textContent ||
        element.getAttribute('name') ||
        element.tagName
      )
        .trim()
        .slice(0, 40);
    const visibleBox = (element: Element): DOMRect | null => {
      let box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return null;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(parent);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        const left = Math.max(box.left, clip.left);
        const right = Math.min(box.right, clip.right);
        const top = Math.max(box.top, clip.top);
        const bottom = Math.min(box.bottom, clip.bottom);
        if (right - left <= 0 || bottom - top <= 0) return null;
        box = new DOMRect(left, top, right - left, bottom - top);
      }
      return box;
    };
    const controls = [...root.querySelectorAll(selector)]
      .map((element) => ({ element, box: visibleBox(element) }))
      .filter((control): control is { element: Element; box: DOMRect } => control.box !== null);
    const found: string[] = [];
    controls.forEach((a, index) => {
      for (const b of controls.slice(index + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (width > 2 && height > 2) found.push(`${nameOf(a.element)} / ${nameOf(b.element)}`);
      }
    });
    return found;
  }, CONTROLS);
}

/**
 * The visible labels in `scope` cut short (their text wider than their box): a name shown whole
 * elsewhere carries its full text in a title and is left out.
 */
export async function cutLabels(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, selector) => {
    return [...root.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.getClientRects().length > 0 && !element.closest('[title]'))
      .filter((element) => {
        const label = element.matches('button, a[href]')
          ? // A control's own box may be a flex row; the text is cut in its label's box.
            [element, ...element.querySelectorAll<HTMLElement>('*')]
          : [element];
        return label.some(
          (part) => part.clientWidth > 0 && part.scrollWidth > part.clientWidth + 1,
        );
      })
      .map((element) => (element.textContent ?? '').trim().slice(0, 60));
  }, LABELS);
}

/** Whether two boxes share more than 2 px each way. */
export function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 2 && height > 2;
}

/** The box of a visible element (fails the test when it has none). */
export async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'a box').not.toBeNull();
  return box!;
}

/** Every admin page fits the screen: nothing to scroll sideways, nothing covered, nothing cut. */
export async function expectPageFits(page: Page, scope: Locator, what: string) {
  expect(await horizontalOverflow(page), `${what}: sideways scroll`).toBe(0);
  expect(await overlappingControls(scope), `${what}: overlapping controls`).toEqual([]);
  expect(await cutLabels(scope), `${what}: cut labels`).toEqual([]);
}
