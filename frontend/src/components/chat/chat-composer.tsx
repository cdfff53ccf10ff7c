import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, CircularProgress, IconButton, InputBase, Typography } from '@mui/material';
import { useRef, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { MESSAGE_MAX_LENGTH } from '@club/contracts';
import { IconTooltip } from '@/components/icon-tooltip';
import { imageProblem, imageProblemText } from '@/lib/chat/image-file';
import { ImageAttachmentPreview } from './image-attachment-preview';
import { useImageDrop } from './use-image-drop';

export interface ChatComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  image: File | null;
  onImageChange: (image: File | null) => void;
  onSend: () => void;
  /** Uploading or sending: the send button spins and nothing more can be sent. */
  busy?: boolean;
  disabled?: boolean;
  placeholder?: string;
  captionPlaceholder?: string;
  /** Why the last send failed; the text stays so it can be sent again. */
  error?: string;
  onError: (error: string | undefined) => void;
  inputRef?: Ref<HTMLTextAreaElement>;
  /** The accessible name of the text input. */
  inputLabel?: string;
  /** Sees each key first; one it calls preventDefault on does not send. */
  onInputKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  /** More attributes of the text input (a combobox's ARIA state, for example). */
  inputAttributes?: InputHTMLAttributes<HTMLTextAreaElement>;
  /** False hides the image button (text-only messages). */
  attachable?: boolean;
  /** The accessible name of the send button. */
  sendLabel?: string;
}

/**
 * Text input, image attach (button, picker or drop) with preview, and send. Enter sends;
 * Shift+Enter starts a new line.
 */
export function ChatComposer({
  text,
  onTextChange,
  image,
  onImageChange,
  onSend,
  busy = false,
  disabled = false,
  placeholder = 'Type your message...',
  captionPlaceholder = 'Add a caption (optional)...',
  error,
  onError,
  inputRef,
  inputLabel = 'Message',
  onInputKeyDown,
  inputAttributes,
  attachable = true,
  sendLabel = 'Send message',
}: ChatComposerProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const canSend = !busy && !disabled && (text.trim().length > 0 || image !== null);

  const attach = (file: File) => {
    const problem = imageProblem(file);
    if (problem) {
      onError(imageProblemText(problem));
      return;
    }
    onError(undefined);
    onImageChange(file);
  };
  const { dragging, handlers } = useImageDrop(attach, !disabled && !busy);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onInputKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <Box
      {...handlers}
      data-testid="chat-composer"
      sx={{ position: 'relative', borderTop: 1, borderColor: 'divider' }}
    >
      {dragging && (
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(7, 11, 31, 0.92)',
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'secondary.main',
            pointerEvents: 'none',
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>Drop your image here to upload</Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" onClose={() => onError(undefined)} sx={{ mx: 1.5, mt: 1, py: 0 }}>
          {error}
        </Alert>
      )}
      {image && <ImageAttachmentPreview image={image} onRemove={() => onImageChange(null)} />}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, p: 1 }}>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) attach(file);
          }}
        />
        {attachable && (
          <IconTooltip title="Attach an image">
            <IconButton
              aria-label="Attach an image"
              onClick={() => fileRef.current?.click()}
              disabled={busy || disabled}
            >
              <AddPhotoAlternateIcon />
            </IconButton>
          </IconTooltip>
        )}
        <InputBase
          inputRef={inputRef}
          multiline
          maxRows={4}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={image ? captionPlaceholder : placeholder}
          disabled={disabled}
          inputProps={{
            'aria-label': inputLabel,
            maxLength: MESSAGE_MAX_LENGTH,
            'data-autofocus': true,
            ...inputAttributes,
          }}
          sx={{
            flex: 1,
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: 'background.default',
            border: 1,
            borderColor: 'divider',
          }}
        />
        <IconTooltip title={sendLabel}>
          <IconButton
            aria-label={sendLabel}
            color="primary"
            onClick={onSend}
            disabled={!canSend}
            aria-busy={busy}
          >
            {busy ? (
              <CircularProgress size={22} color="inherit" aria-hidden="true" />
            ) : (
              <SendIcon />
            )}
          </IconButton>
        </IconTooltip>
      </Box>
    </Box>
  );
}
