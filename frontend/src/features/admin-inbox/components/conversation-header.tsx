import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import EditIcon from '@mui/icons-material/Edit';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { IconTooltip } from '@/components/icon-tooltip';
import { isolatedText, withoutBidiControls } from '@/lib/chat/bidi';
import type { AdminConversationView } from '@club/contracts';
import { conversationDisplayName, editableName } from '../display-name';
import { AssigneeSelect } from './assignee-select';
import { ConversationMoreMenu } from './conversation-more-menu';
import { KindChip } from './kind-chip';
import { NicknameEditor } from './nickname-editor';
import { StatusChip } from './status-chip';

/**
 * Below this width the pane is too narrow for the actions as words: close and reopen become
 * icons, renaming and deleting go into a "More actions" menu, and the chips and the customer's
 * address give way to the name (the customer details have them).
 */
export const COMPACT_HEADER_QUERY = '(max-width:1099.95px)';

interface ConversationHeaderProps {
  conversation: AdminConversationView;
  onRename: (name: string) => Promise<boolean>;
  onToggleStatus: () => void;
  onDelete: () => void;
  busy?: boolean;
  /** Back to the list, where the list and the thread are two screens (phones). */
  onBack?: () => void;
  /** The button that opens the customer details, when they are not beside the thread. */
  customerDetails?: ReactNode;
}

function detail(conversation: AdminConversationView): string {
  if (conversation.kind === 'user')
    return `${conversation.user.username} · ${conversation.user.email}`;
  return conversation.kind === 'guest'
    ? `Guest name: ${conversation.deviceId}`
    : `Device: ${conversation.deviceId}`;
}

/**
 * Who the conversation is with, its inline nickname edit, status and actions: one row at every
 * width, the name giving way (ellipsis) so the actions never wrap below it.
 */
export function ConversationHeader({
  conversation,
  onRename,
  onToggleStatus,
  onDelete,
  busy,
  onBack,
  customerDetails,
}: ConversationHeaderProps) {
  const [editing, setEditing] = useState(false);
  const compact = useMediaQuery(COMPACT_HEADER_QUERY, { noSsr: true });
  const name = conversationDisplayName(conversation);
  const closed = conversation.status === 'closed';
  const toggleLabel = closed ? 'Reopen conversation' : 'Close conversation';

  const title = editing ? (
    <NicknameEditor
      initial={editableName(conversation)}
      label={conversation.kind === 'user' ? 'Nickname' : 'Display name'}
      busy={busy}
      onSave={async (value) => {
        if (await onRename(value)) setEditing(false);
      }}
      onCancel={() => setEditing(false)}
    />
  ) : (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography
        variant="h6"
        component="h2"
        noWrap
        dir="auto"
        title={name}
        sx={{ ...isolatedText, minWidth: 0 }}
      >
        {name}
      </Typography>
      {!compact && (
        <IconButton size="small" aria-label="Edit nickname" onClick={() => setEditing(true)}>
          <EditIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );

  return (
    <Box
      sx={{
        px: { xs: 1, md: 2 },
        py: { xs: 0.5, md: 1.5 },
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, md: 1 },
      }}
    >
      {onBack && !editing && (
        <IconTooltip title="All conversations">
          <IconButton
            aria-label="All conversations"
            onClick={onBack}
            sx={{ display: { md: 'none' }, flexShrink: 0 }}
          >
            <ArrowBackIcon />
          </IconButton>
        </IconTooltip>
      )}
      <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
        {title}
        {!compact && (
          <Typography variant="caption" component="p" noWrap sx={{ color: 'text.secondary' }}>
            {withoutBidiControls(detail(conversation))}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          {compact && <StatusChip status={conversation.status} />}
          <AssigneeSelect conversation={conversation} />
        </Stack>
      </Box>
      {/* While the name is edited, its field takes the row; the actions come back after. */}
      {!editing && (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
            {!compact && <KindChip kind={conversation.kind} />}
            {!compact && <StatusChip status={conversation.status} />}
            {compact ? (
              <IconTooltip title={toggleLabel}>
                <IconButton aria-label={toggleLabel} onClick={onToggleStatus} disabled={busy}>
                  {closed ? <ReplayIcon /> : <DoneIcon />}
                </IconButton>
              </IconTooltip>
            ) : (
              <Button
                size="small"
                variant="outlined"
                color="secondary"
                onClick={onToggleStatus}
                disabled={busy}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {toggleLabel}
              </Button>
            )}
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
            {customerDetails}
            {compact ? (
              <ConversationMoreMenu onEditName={() => setEditing(true)} onDelete={onDelete} />
            ) : (
              <IconButton aria-label="Delete conversation" color="error" onClick={onDelete}>
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        </>
      )}
    </Box>
  );
}
