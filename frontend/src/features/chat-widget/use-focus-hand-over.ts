import { useLayoutEffect, type RefObject } from 'react';

let focusedOneLeft = false;

/**
 * Keeps the keyboard focus on a control that React replaces with another copy of itself in one
 * commit (the support launcher, when the widget's code arrives and its own launcher takes the
 * place of the page's): the copy leaving with the focus hands it to the copy arriving, so a
 * keyboard user is not dropped to the top of the page. The hand-over lasts for that commit only.
 */
export function useFocusHandOver(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (focusedOneLeft && focusLost) element?.focus({ preventScroll: true });
    return () => {
      if (!element || document.activeElement !== element) return;
      focusedOneLeft = true;
      queueMicrotask(() => {
        focusedOneLeft = false;
      });
    };
  }, [ref]);
}
