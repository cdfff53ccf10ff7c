import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import {
  SAVED_REPLY_CONTENT_MAX_LENGTH,
  SAVED_REPLY_SHORTCUT_MAX_LENGTH,
  SAVED_REPLY_TEXT,
  SAVED_REPLY_TITLE_MAX_LENGTH,
  type SavedReplyRequest,
  type SavedReplyView,
} from '@club/contracts';
import { errorText } from '@/api/error-text';
import {
  useCreateSavedReplyMutation,
  useDeleteSavedReplyMutation,
  useGetSavedRepliesQuery,
  useUpdateSavedReplyMutation,
} from './saved-replies-api';

const BLANK: SavedReplyRequest = { title: '', shortcut: '', content: '' };

interface Draft extends SavedReplyRequest {
  /** The reply being edited; undefined for a new one. */
  id?: string;
}

/** Every admin's saved replies: add, edit and delete them. The server's refusals show as it words them. */
export function SavedRepliesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: replies = [] } = useGetSavedRepliesQuery(undefined, { skip: !open });
  const [create, creating] = useCreateSavedReplyMutation();
  const [update, updating] = useUpdateSavedReplyMutation();
  const [remove] = useDeleteSavedReplyMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string>();
  const busy = creating.isLoading || updating.isLoading;

  const edit = (reply?: SavedReplyView) => {
    setError(undefined);
    setDraft(reply ? { ...reply } : { ...BLANK });
  };

  const save = async () => {
    if (!draft) return;
    const { id, title, shortcut, content } = draft;
    try {
      if (id) await update({ id, title, shortcut, content }).unwrap();
      else await create({ title, shortcut, content }).unwrap();
      setDraft(null);
      setError(undefined);
    } catch (refused) {
      setError(errorText(refused, 'The saved reply was not saved. Please try again.'));
    }
  };

  const field = (key: keyof SavedReplyRequest) => ({
    value: draft?.[key] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => current && { ...current, [key]: event.target.value }),
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{SAVED_REPLY_TEXT.manage}</DialogTitle>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {draft ? (
          <Stack
            component="form"
            spacing={2}
            aria-label={draft.id ? SAVED_REPLY_TEXT.edit : SAVED_REPLY_TEXT.add}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <TextField
              label={SAVED_REPLY_TEXT.title}
              autoFocus
              slotProps={{ htmlInput: { maxLength: SAVED_REPLY_TITLE_MAX_LENGTH } }}
              {...field('title')}
            />
            <TextField
              label={SAVED_REPLY_TEXT.shortcut}
              helperText="Type / and the shortcut in the composer"
              slotProps={{ htmlInput: { maxLength: SAVED_REPLY_SHORTCUT_MAX_LENGTH } }}
              {...field('shortcut')}
            />
            <TextField
              label={SAVED_REPLY_TEXT.content}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: SAVED_REPLY_CONTENT_MAX_LENGTH } }}
              {...field('content')}
            />
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button onClick={() => setDraft(null)}>{SAVED_REPLY_TEXT.cancel}</Button>
              <Button type="submit" variant="contained" disabled={busy}>
                {SAVED_REPLY_TEXT.save}
              </Button>
            </Box>
          </Stack>
        ) : (
          <List aria-label={SAVED_REPLY_TEXT.open} dense>
            {replies.length === 0 && <ListItem>{SAVED_REPLY_TEXT.empty}</ListItem>}
            {replies.map((reply) => (
              <ListItem
                key={reply.id}
                data-testid="saved-reply"
                secondaryAction={
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <Button
                      size="small"
                      aria-label={`${SAVED_REPLY_TEXT.edit} ${reply.title}`}
                      onClick={() => edit(reply)}
                    >
                      {SAVED_REPLY_TEXT.edit}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`${SAVED_REPLY_TEXT.remove} ${reply.title}`}
                      onClick={() =>
                        void remove(reply.id)
                          .unwrap()
                          .catch((refused: unknown) =>
                            setError(errorText(refused, 'The saved reply was not deleted.')),
                          )
                      }
                    >
                      {SAVED_REPLY_TEXT.remove}
                    </Button>
                  </Box>
                }
                sx={{ pr: 18 }}
              >
                <ListItemText
                  primary={`/${reply.shortcut} · ${reply.title}`}
                  secondary={reply.content}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {!draft && <Button onClick={() => edit()}>{SAVED_REPLY_TEXT.add}</Button>}
        <Button onClick={onClose}>{SAVED_REPLY_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
