import { Alert, Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { NOTE_MAX_LENGTH, NOTE_TEXT, type ConversationNoteView } from '@club/contracts';
import type { ConversationRef } from '../admin-inbox-types';
import { errorText } from '@/api/error-text';
import { useEditConversationNoteMutation } from './notes-api';

interface NoteEditorProps {
  conversation: ConversationRef;
  note: ConversationNoteView;
  onDone: () => void;
}

/** Its author's form for a note's new text: the server's refusal shows as it words it. */
export function NoteEditor({ conversation, note, onDone }: NoteEditorProps) {
  const [draft, setDraft] = useState(note.content);
  const [error, setError] = useState<string>();
  const [edit, { isLoading }] = useEditConversationNoteMutation();

  const save = async () => {
    try {
      await edit({ ...conversation, noteId: note.id, content: draft }).unwrap();
      onDone();
    } catch (refused) {
      setError(errorText(refused, NOTE_TEXT.updateFailed));
    }
  };

  return (
    <Box
      component="form"
      aria-label={NOTE_TEXT.edit}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 0.5 }}
    >
      {error && (
        <Alert severity="error" sx={{ py: 0 }}>
          {error}
        </Alert>
      )}
      <TextField
        label={NOTE_TEXT.inputLabel}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        multiline
        minRows={2}
        size="small"
        autoFocus
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button size="small" color="inherit" onClick={onDone}>
          {NOTE_TEXT.cancel}
        </Button>
        <Button size="small" type="submit" variant="contained" disabled={isLoading}>
          {NOTE_TEXT.save}
        </Button>
      </Box>
    </Box>
  );
}
