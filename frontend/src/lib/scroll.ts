import { prefersReducedMotion } from './reduced-motion';

/** Smoothly scrolls the element with `id` into view; false if it is absent. */
export function scrollToElementId(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    block: 'start',
  });
  return true;
}
