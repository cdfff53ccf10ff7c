import { useLayoutEffect, type RefObject } from 'react';

/**
 * While a toast shows, the room it takes at the top or the bottom of the viewport, as CSS
 * variables on the root element. Other floating parts (the chat panel and its button) keep out
 * of that room, so a toast never covers them at any width.
 */
export const TOAST_SPACE = {
  top: 'var(--toast-space-top, 0px)',
  bottom: 'var(--toast-space-bottom, 0px)',
} as const;

const TOP_VAR = '--toast-space-top';
const BOTTOM_VAR = '--toast-space-bottom';

function clear(root: HTMLElement): void {
  root.style.removeProperty(TOP_VAR);
  root.style.removeProperty(BOTTOM_VAR);
}

/** Publishes the room the notification region takes while `showing`, following its size. */
export function useToastSpace(region: RefObject<HTMLElement | null>, showing: boolean): void {
  useLayoutEffect(() => {
    const element = region.current;
    const root = document.documentElement;
    if (!element || !showing) return undefined;
    const measure = () => {
      const box = element.getBoundingClientRect();
      clear(root);
      if (box.height === 0) return;
      const atBottom = box.bottom >= window.innerHeight - 1;
      if (atBottom) root.style.setProperty(BOTTOM_VAR, `${window.innerHeight - box.top}px`);
      else root.style.setProperty(TOP_VAR, `${box.bottom}px`);
    };
    measure();
    // Older browsers (and test DOMs) without ResizeObserver measure on window resizes only.
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      clear(root);
    };
  }, [region, showing]);
}
