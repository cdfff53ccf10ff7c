import ChatIcon from '@mui/icons-material/Chat';
import { Badge, Fab } from '@mui/material';
import { useForkRef } from '@mui/material/utils';
import { useRef, type Ref } from 'react';
import { IconTooltip } from '@/components/icon-tooltip';
import { LAUNCHER_OFFSET_PX } from '@/components/layout/launcher-clearance';
import { TOAST_SPACE } from '@/components/toast/toast-space';
import { unreadBadgeLabel } from '../unread-badge';
import { useFocusHandOver } from '../use-focus-hand-over';
import { useYieldToFocusedField } from '../use-yield-to-focused-field';

interface ChatLauncherButtonProps {
  unread: number;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * The floating button at the bottom right, with the unread count ('9+' above 9). Pages end with
 * room for it (LAUNCHER_CLEARANCE_PX), it keeps above a toast at the bottom, and it steps aside
 * while the page's focused form field is under it. When another copy replaces it (the widget's
 * code arriving), the focus moves with it.
 */
export function ChatLauncherButton({ unread, onClick, buttonRef }: ChatLauncherButtonProps) {
  const ownRef = useRef<HTMLButtonElement>(null);
  const ref = useForkRef(ownRef, buttonRef);
  const yielding = useYieldToFocusedField(ownRef);
  useFocusHandOver(ownRef);
  const badge = unreadBadgeLabel(unread);
  const label = badge ? `Open support chat, ${unread} unread` : 'Open support chat';
  return (
    <IconTooltip title={label}>
      <Fab
        ref={ref}
        color="primary"
        onClick={onClick}
        aria-label={label}
        data-testid="chat-launcher"
        sx={(theme) => ({
          // Hidden, not removed: it keeps its place, so the check that hid it can show it again.
          visibility: yielding ? 'hidden' : undefined,
          position: 'fixed',
          right: LAUNCHER_OFFSET_PX,
          bottom: `calc(${LAUNCHER_OFFSET_PX}px + ${TOAST_SPACE.bottom})`,
          zIndex: theme.zIndex.speedDial,
        })}
      >
        <Badge
          badgeContent={badge}
          color="error"
          data-testid="chat-unread-badge"
          overlap="circular"
          sx={{ '& .MuiBadge-badge': { top: -10, right: -10 } }}
        >
          <ChatIcon />
        </Badge>
      </Fab>
    </IconTooltip>
  );
}
