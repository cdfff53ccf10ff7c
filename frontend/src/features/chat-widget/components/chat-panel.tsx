import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import { useId, useRef, type ReactNode } from 'react';
import { ReconnectingNotice } from '@/components/chat/reconnecting-notice';
import { IconTooltip } from '@/components/icon-tooltip';
import { TOAST_SPACE } from '@/components/toast/toast-space';
import { useFocusTrap } from '../use-focus-trap';

interface ChatPanelProps {
  title: string;
  /** A line under the title, such as 'Chatting as Nova'. */
  subtitle?: ReactNode;
  /** A line about support's availability, under the subtitle. */
  status?: ReactNode;
  /** Links into an account, under the status (visitors only). */
  account?: ReactNode;
  width: number;
  height: number;
  /** Buttons shown before the close button. */
  actions?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The open chat: a floating panel at the bottom right (full screen on phones up to 480 px),
 * a dialog that keeps keyboard focus inside and closes with Escape. It leaves the room a toast
 * takes free, so a toast never covers it.
 */
export function ChatPanel({
  title,
  subtitle,
  status,
  account,
  width,
  height,
  actions,
  onClose,
  children,
}: ChatPanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, true);

  return (
    <Paper
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      elevation={12}
      data-testid="chat-panel"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      sx={(theme) => ({
        position: 'fixed',
        zIndex: theme.zIndex.modal,
        right: 24,
        bottom: `calc(24px + ${TOAST_SPACE.bottom})`,
        width,
        height,
        maxWidth: 'calc(100vw - 48px)',
        maxHeight: `calc(100dvh - 48px - ${TOAST_SPACE.top} - ${TOAST_SPACE.bottom})`,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        outline: 'none',
        '@media (max-width: 480px)': {
          top: TOAST_SPACE.top,
          right: 0,
          bottom: TOAST_SPACE.bottom,
          left: 0,
          width: '100%',
          height: 'auto',
          maxWidth: 'none',
          maxHeight: 'none',
          borderRadius: 0,
        },
      })}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.2 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="caption" component="p" noWrap sx={{ color: 'text.secondary' }}>
              {subtitle}
            </Typography>
          )}
          {status && (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {status}
            </Typography>
          )}
          {account}
        </Box>
        {actions}
        <IconTooltip title="Close chat">
          <IconButton aria-label="Close chat" onClick={onClose} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        </IconTooltip>
      </Box>
      <ReconnectingNotice />
      {children}
    </Paper>
  );
}
