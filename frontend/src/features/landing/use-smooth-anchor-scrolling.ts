import { useLayoutEffect } from 'react';
import { useReducedMotion } from '@/features/site/use-reduced-motion';

/**
 * While the landing page is shown, jumps to its anchors (`/#contact` from
 * another page, or the router restoring `#games-section`) glide instead of
 * jumping, unless the visitor prefers reduced motion. Runs before the
 * router's scroll restoration, which then scrolls with this behaviour.
 */
export function useSmoothAnchorScrolling(): void {
  const reducedMotion = useReducedMotion();

  useLayoutEffect(() => {
    if (reducedMotion) return;
    const root = document.documentElement;
    root.style.scrollBehavior = 'smooth';
    return () => {
      root.style.scrollBehavior = '';
    };
  }, [reducedMotion]);
}
