import LockIcon from '@mui/icons-material/Lock';
import { Box, Typography } from '@mui/material';
import { isolatedText, withoutBidiControls } from '@/lib/chat/bidi';
import { messageTime } from '@/lib/chat/message-time';
import { NOTE_TEXT, type ConversationNoteView } from '@club/contracts';

/**
 * A private note in the thread: full width, amber and dashed, with a lock, so it never reads as
 * a message the customer got; "Private note" comes first for screen readers too.
 */
export function NoteBubble({ note }: { note: ConversationNoteView }) {
  const author = note.author?.username;
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
        <Box component="time" dateTime={note.createdAt} sx={{ ml: 'auto' }}>
          {messageTime(note.createdAt)}
        </Box>
      </Typography>
      <Typography variant="body2" dir="auto" sx={{ ...isolatedText, whiteSpace: 'pre-wrap' }}>
        {withoutBidiControls(note.content)}
      </Typography>
    </Box>
  );
}
