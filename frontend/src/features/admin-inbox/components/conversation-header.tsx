import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { isolatedText, withoutBidiControls } from '@/lib/chat/bidi';
import type { AdminConversationView } from '@club/contracts';
import { conversationDisplayName, editableName } from '../display-name';
import { AssigneeSelect } from './assignee-select';
import { KindChip } from './kind-chip';
import { NicknameEditor } from './nickname-editor';
import { StatusChip } from './status-chip';

interface ConversationHeaderProps {
  conversation: AdminConversationView;
  onRename: (name: string) => Promise<boolean>;
  onToggleStatus: () => void;
  onDelete: () => void;
  busy?: boolean;
}

function detail(conversation: AdminConversationView): string {
  if (conversation.kind === 'user')
    return `${conversation.user.username} · ${conversation.user.email}`;
  return conversation.kind === 'guest'
    ? `Guest name: ${conversation.deviceId}`
    : `Device: ${conversation.deviceId}`;
}

/** Who the conversation is with, its inline nickname edit, status and actions. */
export function ConversationHeader({
  conversation,
  onRename,
  onToggleStatus,
  onDelete,
  busy,
}: ConversationHeaderProps) {
  const [editing, setEditing] = useState(false);
  const name = conversationDisplayName(conversation);
  const closed = conversation.status === 'closed';

  return (
    <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {/* While editing, the name takes the whole row so the field has room to type in. */}
        <Box sx={{ flex: editing ? '1 1 100%' : '1 1 12rem', minWidth: 0 }}>
          {editing ? (
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
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h2" noWrap dir="auto" sx={isolatedText}>
                {name}
              </Typography>
              <IconButton size="small" aria-label="Edit nickname" onClick={() => setEditing(true)}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Stack>
          )}
          <Typography variant="caption" component="p" noWrap sx={{ color: 'text.secondary' }}>
            {withoutBidiControls(detail(conversation))}
          </Typography>
          <AssigneeSelect conversation={conversation} />
        </Box>
        <KindChip kind={conversation.kind} />
        <StatusChip status={conversation.status} />
        <Button
          size="small"
          variant="outlined"
          color="secondary"
          onClick={onToggleStatus}
          disabled={busy}
        >
          {closed ? 'Reopen conversation' : 'Close conversation'}
        </Button>
        <IconButton aria-label="Delete conversation" color="error" onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
