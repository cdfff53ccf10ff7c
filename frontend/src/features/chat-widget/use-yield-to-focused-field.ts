import { useEffect, useState, type RefObject } from 'react';

const TEXT_ENTRY =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]), textarea, select, [contenteditable="true"]';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether the floating element (the chat button) lies over the page's focused form field, so it
 * can step aside while the field is in use: on a phone the keyboard pushes the field down to the
 * button's corner. Followed through focus changes, scrolling and resizing.
 */
export function useYieldToFocusedField(floating: RefObject<HTMLElement | null>): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    const check = () => {
      const field = document.activeElement;
      const button = floating.current;
      setCovering(
        field instanceof HTMLElement &&
          button !== null &&
          field.matches(TEXT_ENTRY) &&
          overlaps(field.getBoundingClientRect(), button.getBoundingClientRect()),
      );
    };
    // focusout fires before the next element has focus: check once it has.
    const checkSoon = () => requestAnimationFrame(check);
    document.addEventListener('focusin', check);
    document.addEventListener('focusout', checkSoon);
    window.addEventListener('scroll', check, { passive: true, capture: true });
    window.addEventListener('resize', check);
    return () => {
      document.removeEventListener('focusin', check);
      document.removeEventListener('focusout', checkSoon);
      window.removeEventListener('scroll', check, { capture: true });
      window.removeEventListener('resize', check);
    };
  }, [floating]);
  return covering;
}
