import ImageIcon from '@mui/icons-material/Image';
import { Box, ListItemButton, Stack, Typography } from '@mui/material';
import { isolatedText, withoutBidiControls } from '@/lib/chat/bidi';
import { messageTime } from '@/lib/chat/message-time';
import { TYPING_TEXT, type AdminConversationView, type SnippetPart } from '@club/contracts';
import { usePeerTyping } from '@/chat-core/use-peer-typing';
import { refOf } from '../admin-inbox-types';
import { conversationDisplayName } from '../display-name';
import { SnippetText } from '../message-search/snippet-text';
import { AssigneeTag } from './assignee-tag';
import { KindChip } from './kind-chip';
import { StatusChip } from './status-chip';

interface ConversationListItemProps {
  conversation: AdminConversationView;
  selected: boolean;
  unread: number;
  onSelect: () => void;
  /** A search hit's snippet, shown instead of the last message. */
  snippet?: readonly SnippetPart[];
}

function preview(conversation: AdminConversationView): string {
  const last = conversation.lastMessage;
  if (!last) return 'No messages yet';
  const text = withoutBidiControls(last.content) || (last.messageType === 'image' ? 'Image' : '');
  return last.isFromAdmin ? `You: ${text}` : text;
}

/** One conversation: name, kind, status, last message and its unread badge. */
export function ConversationListItem({
  conversation,
  selected,
  unread,
  onSelect,
  snippet,
}: ConversationListItemProps) {
  const name = conversationDisplayName(conversation);
  const typing = usePeerTyping(refOf(conversation).list, conversation.id, 'customer');
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        data-testid={snippet ? 'message-hit' : 'conversation-item'}
        data-conversation-id={conversation.id}
        sx={{ alignItems: 'flex-start', gap: 1, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography noWrap sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
              <Box component="span" dir="auto" sx={isolatedText}>
                {name}
              </Box>
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {messageTime(conversation.lastMessageAt)}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5 }}>
            {!snippet && conversation.lastMessage?.messageType === 'image' && (
              <ImageIcon fontSize="inherit" sx={{ color: 'text.secondary' }} aria-hidden="true" />
            )}
            <Typography
              variant="body2"
              noWrap
              dir="auto"
              data-testid={snippet ? 'conversation-snippet' : 'conversation-preview'}
              sx={{ ...isolatedText, color: 'text.secondary', flex: 1, minWidth: 0 }}
            >
              {snippet ? (
                <SnippetText parts={snippet} />
              ) : typing ? (
                TYPING_TEXT.customer
              ) : (
                preview(conversation)
              )}
            </Typography>
            {unread > 0 && <UnreadCount count={unread} />}
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ mt: 0.75, alignItems: 'center' }}>
            <KindChip kind={conversation.kind} />
            <StatusChip status={conversation.status} />
            <AssigneeTag assigneeId={conversation.assigneeId} />
          </Stack>
        </Box>
      </ListItemButton>
    </Box>
  );
}

function UnreadCount({ count }: { count: number }) {
  return (
    <Box
      component="span"
      data-testid="conversation-unread"
      sx={{
        minWidth: 20,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: 'error.dark',
        color: 'error.contrastText',
        fontSize: '0.75rem',
        fontWeight: 700,
        display: 'inline-grid',
        placeItems: 'center',
      }}
    >
      {count > 99 ? '99+' : count}
      <Box component="span" sx={visuallyHidden}>
        {' unread'}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
