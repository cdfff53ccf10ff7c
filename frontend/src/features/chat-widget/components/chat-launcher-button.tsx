import ChatIcon from '@mui/icons-material/Chat';
import { Badge, Fab } from '@mui/material';
import type { Ref } from 'react';
import { unreadBadgeLabel } from '../unread-badge';

interface ChatLauncherButtonProps {
  unread: number;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The floating button at the bottom right, with the unread count ('9+' above 9). */
export function ChatLauncherButton({ unread, onClick, buttonRef }: ChatLauncherButtonProps) {
  const badge = unreadBadgeLabel(unread);
  return (
    <Fab
      ref={buttonRef}
      color="primary"
      onClick={onClick}
      aria-label={badge ? `Open support chat, ${unread} unread` : 'Open support chat'}
      data-testid="chat-launcher"
      sx={(theme) => ({ position: 'fixed', right: 24, bottom: 24, zIndex: theme.zIndex.speedDial })}
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
  );
}
