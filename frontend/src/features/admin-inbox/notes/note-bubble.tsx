import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, IconButton, Typography } from '@mui/material';
import { useState } from 'react';
import { isolatedText, withoutBidiControls } from '@/lib/chat/bidi';
import { messageTime } from '@/lib/chat/message-time';
import { NOTE_TEXT, type ConversationNoteView } from '@club/contracts';
import type { ConversationRef } from '../admin-inbox-types';
import { errorText } from '@/api/error-text';
import { DeleteNoteDialog } from './delete-note-dialog';
import { NoteEditor } from './note-editor';
import { useDeleteConversationNoteMutation } from './notes-api';

interface NoteBubbleProps {
  conversation: ConversationRef;
  note: ConversationNoteView;
  /** The signed-in admin wrote it: only then can they edit or delete it. */
  mine: boolean;
}

/**
 * A private note in the thread: full width, amber and dashed, with a lock, so it never reads as
 * a message the customer got; "Private note" comes first for screen readers too.
 */
export function NoteBubble({ conversation, note, mine }: NoteBubbleProps) {
  const author = note.author?.username;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const [remove, { isLoading: removing }] = useDeleteConversationNoteMutation();

  const confirmRemove = async () => {
    try {
      await remove({ ...conversation, noteId: note.id }).unwrap();
    } catch (refused) {
      setConfirming(false);
      setError(errorText(refused, NOTE_TEXT.removeFailed));
    }
  };

  return (
    <Box
      component="li"
      data-testid="private-note"
      aria-label={`${NOTE_TEXT.label}${author ? ` by ${author}` : ''}`}
      sx={{
        listStyle: 'none',
        alignSelf: 'stretch',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        border: '1px dashed',
        borderColor: 'warning.main',
        bgcolor: 'rgba(255, 193, 7, 0.12)',
        overflowWrap: 'anywhere',
      }}
    >
      <Typography
        variant="caption"
        component="div"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'warning.main' }}
      >
        <LockIcon fontSize="inherit" aria-hidden="true" />
        <Box component="span" sx={{ fontWeight: 700 }}>
          {NOTE_TEXT.label}
        </Box>
        {author && (
          <Box component="span" dir="auto" sx={isolatedText}>
            · {withoutBidiControls(author)}
          </Box>
        )}
        <Box component="span" sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box component="time" dateTime={note.createdAt}>
            {messageTime(note.createdAt)}
          </Box>
          {note.updatedAt && (
            <Box
              component="span"
              data-testid="note-edited"
              title={`${NOTE_TEXT.edited} ${messageTime(note.updatedAt)}`}
            >
              · {NOTE_TEXT.edited}
            </Box>
          )}
          {mine && !editing && (
            <>
              <IconButton
                size="small"
                color="inherit"
                aria-label={NOTE_TEXT.edit}
                onClick={() => {
                  setError(undefined);
                  setEditing(true);
                }}
              >
                <EditOutlinedIcon fontSize="inherit" />
              </IconButton>
              <IconButton
                size="small"
                color="inherit"
                aria-label={NOTE_TEXT.remove}
                onClick={() => {
                  setError(undefined);
                  setConfirming(true);
                }}
              >
                <DeleteOutlinedIcon fontSize="inherit" />
              </IconButton>
            </>
          )}
        </Box>
      </Typography>
      {error && (
        <Alert severity="error" sx={{ py: 0, my: 0.5 }}>
          {error}
        </Alert>
      )}
      {editing ? (
        <NoteEditor conversation={conversation} note={note} onDone={() => setEditing(false)} />
      ) : (
        <Typography variant="body2" dir="auto" sx={{ ...isolatedText, whiteSpace: 'pre-wrap' }}>
          {withoutBidiControls(note.content)}
        </Typography>
      )}
      <DeleteNoteDialog
        open={confirming}
        busy={removing}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
