import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router-dom';
import { isHydratedFirstPage } from '@/lib/prerendered-page';
import { scrollToElementId } from '@/lib/scroll';

/**
 * Where a page starts when it loads: at the anchor the address names
 * (`/#contact`), or else at the top, also after a reload. The router may
 * restore an older position in a render of its own after the first one
 * (fresh loads share one key, so that can be another page's position); this
 * runs again after it.
 */
function anchorOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export function useScrollOnLoad(): void {
  const { hash, key } = useLocation();
  const restoredPosition = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;

  useEffect(() => {
    if (isHydratedFirstPage(key)) return;
    // Stops a smooth scroll in flight, such as the router's restoration: scrolling
    // smoothly to where the page already is (a pre-rendered page opens at its
    // anchor) would leave that one running.
    window.scrollTo({ top: window.scrollY, left: window.scrollX, behavior: 'instant' });
    const anchor = anchorOf(hash);
    if (anchor && scrollToElementId(anchor)) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [hash, key, restoredPosition]);
}
