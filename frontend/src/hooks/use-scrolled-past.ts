import { useSyncExternalStore } from 'react';

function subscribe(onScroll: () => void): () => void {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** True while the page is scrolled more than `threshold` pixels down (false when pre-rendered). */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
