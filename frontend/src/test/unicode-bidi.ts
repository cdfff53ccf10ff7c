/**
 * The unicode-bidi that the element's own class rules set (jsdom's getComputedStyle answers
 * 'isolate' for every element, so it cannot tell).
 */
export function ownUnicodeBidi(element: HTMLElement): string {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  const values = rules
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .filter((rule) => [...element.classList].some((name) => rule.selectorText === `.${name}`))
    .map((rule) => rule.style.getPropertyValue('unicode-bidi'))
    .filter(Boolean);
  return values.at(-1) ?? '';
}
