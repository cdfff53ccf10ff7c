import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useState } from 'react';
import { IconTooltip } from '@/components/icon-tooltip';
import type { Toast } from './toast-slice';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from './toast-timing';
import { useAutoDismiss } from './use-auto-dismiss';
import { useSwipeRight } from './use-swipe-right';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

interface ToastCardProps {
  toast: Toast;
  onDismiss: () => void;
}

export function ToastCard({ toast, onDismiss }: ToastCardProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipe = useSwipeRight(onDismiss, TOAST_SWIPE_THRESHOLD_PX);
  useAutoDismiss(onDismiss, TOAST_DURATION_MS, hovered || focused || swipe.isSwiping);
  const destructive = toast.variant === 'destructive';

  return (
    <Paper
      component="li"
      role="status"
      aria-atomic="true"
      data-variant={toast.variant}
      elevation={8}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      {...swipe.handlers}
      sx={{
        pointerEvents: 'auto',
        position: 'relative',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        p: 2,
        pr: 5,
        borderRadius: 2,
        border: 1,
        borderColor: destructive ? 'error.main' : 'divider',
        bgcolor: destructive ? 'error.dark' : 'background.paper',
        color: destructive ? 'error.contrastText' : 'text.primary',
        touchAction: 'pan-y',
        userSelect: 'none',
        transform: `translateX(${swipe.offset}px)`,
        opacity: swipe.isSwiping
          ? Math.max(0.3, 1 - swipe.offset / (TOAST_SWIPE_THRESHOLD_PX * 4))
          : 1,
        transition: swipe.isSwiping ? 'none' : 'transform 200ms ease',
        animation: `${slideIn} 200ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {toast.title}
        </Typography>
        {toast.description && (
          <Typography
            component="p"
            variant="body2"
            sx={{ mt: 0.5, opacity: 0.9, overflowWrap: 'anywhere' }}
          >
            {toast.description}
          </Typography>
        )}
      </Box>
      <IconTooltip title="Dismiss notification">
        <IconButton
          aria-label="Dismiss notification"
          size="small"
          onClick={onDismiss}
          sx={{ position: 'absolute', top: 8, right: 8, color: 'inherit' }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </IconTooltip>
    </Paper>
  );
}
