import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, CircularProgress, IconButton, InputBase, Typography } from '@mui/material';
import {
  useId,
  useImperativeHandle,
  useRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { MESSAGE_LENGTH_TEXT, MESSAGE_MAX_LENGTH } from '@club/contracts';
import { IconTooltip } from '@/components/icon-tooltip';
import { imageProblem, imageProblemText } from '@/lib/chat/image-file';
import { messageLength } from '@/lib/chat/message-length';
import { ImageAttachmentPreview } from './image-attachment-preview';
import { MessageLengthNotice } from './message-length-notice';
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
  /** The most characters one message may have (a contracts limit). */
  maxLength?: number;
  /** Why a text over `maxLength` cannot be sent. */
  tooLongText?: (max: number, excess: number) => string;
}

/**
 * Text input, image attach (button, picker or drop) with preview, and send. Enter sends;
 * Shift+Enter starts a new line. Near the length limit a counter shows; over it nothing is cut:
 * the field is marked, the notice says how much to remove, and Send waits until it is.
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
  maxLength = MESSAGE_MAX_LENGTH,
  tooLongText = MESSAGE_LENGTH_TEXT.tooLong,
}: ChatComposerProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(inputRef, () => textRef.current!, []);
  const noticeId = useId();
  const length = messageLength(text, maxLength);
  const tooLong = length.excess > 0;
  const canSend = !busy && !disabled && !tooLong && (text.trim().length > 0 || image !== null);

  const selectExcess = () => {
    const input = textRef.current;
    if (!input || length.excessFrom === null) return;
    input.focus();
    input.setSelectionRange(length.excessFrom, text.length, 'backward');
  };

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
      <MessageLengthNotice
        length={length}
        tooLongText={tooLongText}
        id={noticeId}
        onSelectExcess={selectExcess}
      />
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
          inputRef={textRef}
          multiline
          maxRows={4}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={image ? captionPlaceholder : placeholder}
          disabled={disabled}
          error={tooLong}
          inputProps={{
            'aria-label': inputLabel,
            'aria-describedby': length.counted ? noticeId : undefined,
            'data-autofocus': true,
            ...inputAttributes,
          }}
          sx={{
            flex: 1,
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: 'background.default',
            border: tooLong ? 2 : 1,
            borderColor: tooLong ? 'error.main' : 'divider',
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
