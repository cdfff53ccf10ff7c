import { useCallback, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToElementId } from '@/lib/scroll';

function isModifiedClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Props for a link to an anchor of the landing page: on `/` it scrolls
 * smoothly without navigating; elsewhere it navigates to `/#<id>` and the
 * router's scroll restoration brings the anchor into view.
 */
export function useSectionLink(onNavigate?: () => void) {
  const { pathname } = useLocation();

  return useCallback(
    (sectionId: string) => ({
      to: `/#${sectionId}`,
      onClick: (event: MouseEvent<HTMLElement>) => {
        onNavigate?.();
        if (isModifiedClick(event)) return;
        if (pathname === '/' && scrollToElementId(sectionId)) {
          event.preventDefault();
        }
      },
    }),
    [onNavigate, pathname],
  );
}
