import { useLayoutEffect, useRef, type RefObject } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';
import { isHydratingPrerenderedPage } from '@/lib/prerendered-page';

/** The router's key for the history entry the app started on. */
const FIRST_HISTORY_ENTRY_KEY = 'default';

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
  const onFirstPage = useLocation().key === FIRST_HISTORY_ENTRY_KEY;
  useLayoutEffect(() => {
    const position = beforeHydration.current;
    if (position && onFirstPage && isHydratingPrerenderedPage()) window.scrollTo(...position);
  }, [onFirstPage]);
  return (
    <>
      <RememberScroll intoRef={beforeHydration} />
      <ScrollRestoration />
    </>
  );
}
