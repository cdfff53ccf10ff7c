import { useContext, useLayoutEffect, useRef, type RefObject } from 'react';
import { ScrollRestoration, UNSAFE_DataRouterStateContext, useLocation } from 'react-router-dom';
import { isHydratedFirstPage } from '@/lib/prerendered-page';

type ScrollPosition = [x: number, y: number];

function RememberScroll({ intoRef }: { intoRef: RefObject<ScrollPosition | null> }) {
  useLayoutEffect(() => {
    intoRef.current = [window.scrollX, window.scrollY];
  }, [intoRef]);
  return null;
}

/**
 * New pages start at the top and `/#anchor` links scroll to the anchor. A pre-rendered page
 * the visitor has already scrolled (or the browser scrolled to its anchor) stays where it is
 * when the app takes it over: the router's first restore would jump to the top under them.
 */
export function SiteScrollRestoration() {
  const beforeHydration = useRef<ScrollPosition | null>(null);
  const keepPosition = isHydratedFirstPage(useLocation().key);
  // The router restores in a render of its own after the first one, too.
  const restoredPosition = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  useLayoutEffect(() => {
    const position = beforeHydration.current;
    if (position && keepPosition) window.scrollTo(...position);
  }, [keepPosition, restoredPosition]);
  return (
    <>
      <RememberScroll intoRef={beforeHydration} />
      <ScrollRestoration />
    </>
  );
}
