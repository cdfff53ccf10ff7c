import { Box } from '@mui/material';
import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SITE_HEADER_HEIGHT_PX } from '@/components/layout/site-header-height';
import { loadOnMount } from '@/components/load-on-mount';
import { dismissToast, selectCurrentToast } from './toast-slice';
import { useToastSpace } from './toast-space';

// Most visits never see a toast: the card's code loads with the first one.
const ToastCard = loadOnMount(async () => (await import('./toast-card')).ToastCard);

const FOCUS_HOTKEY = 'F8';

/**
 * The notification region: shows the current toast; F8 focuses it. The room it takes is published
 * (useToastSpace) so that the chat panel and its button move out of its way.
 */
export function Toaster() {
  const dispatch = useAppDispatch();
  const toast = useAppSelector(selectCurrentToast);
  const regionRef = useRef<HTMLElement>(null);
  const toastId = toast?.id;
  useToastSpace(regionRef, Boolean(toast));

  const dismiss = useCallback(() => {
    if (toastId !== undefined) dispatch(dismissToast(toastId));
  }, [dispatch, toastId]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== FOCUS_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Box
      component="section"
      ref={regionRef}
      role="region"
      aria-label="Notifications"
      tabIndex={-1}
      sx={(theme) => ({
        position: 'fixed',
        zIndex: theme.zIndex.snackbar,
        // On a phone the toast sits just below the fixed header, never over its menu and links.
        top: SITE_HEADER_HEIGHT_PX.xs + 1,
        right: 0,
        width: '100%',
        p: 2,
        pointerEvents: 'none',
        outline: 'none',
        '&:focus-visible': {
          outline: `2px solid ${theme.palette.secondary.main}`,
          outlineOffset: -2,
        },
        [theme.breakpoints.up('sm')]: { top: 'auto', bottom: 0 },
        [theme.breakpoints.up('md')]: { maxWidth: 420 },
      })}
    >
      <Box component="ol" aria-live="polite" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {toast && <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />}
      </Box>
    </Box>
  );
}
