import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { isolatedText, withoutBidiControls } from '@/lib/chat/bidi';
import { messageTime } from '@/lib/chat/message-time';
import type { ChatMessage } from '@/realtime/chat-message';
import { ChatImage } from './chat-image';
import { MessageText } from './message-text';

interface ChatMessageBubbleProps {
  message: ChatMessage;
  /** The reader's own messages sit on the right. */
  own: boolean;
  /** Shown above the message (for example 'Support Team'); nothing when undefined. */
  label?: string;
  /** The message a search result opened: outlined until another is opened. */
  highlighted?: boolean;
  /** Shown instead of the bubble: a payment request's card (whose text says the same). */
  body?: ReactNode;
}

/**
 * One message: its sender label, picture (opening full size) with caption or text (web addresses as
 * links), or the `body` given instead, and hh:mm. The label and text are isolated (dir="auto",
 * unicode-bidi: isolate) and lose their bidi controls, so right-to-left text cannot reorder the rest.
 */
export function ChatMessageBubble({
  message,
  own,
  label,
  highlighted,
  body,
}: ChatMessageBubbleProps) {
  const pending = message.id < 0;
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-own={own}
      data-message-id={message.id}
      data-highlighted={highlighted || undefined}
      sx={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        alignItems: own ? 'flex-end' : 'flex-start',
        opacity: pending ? 0.7 : 1,
      }}
    >
      {label && (
        <Typography
          variant="caption"
          dir="auto"
          sx={{ ...isolatedText, color: 'text.secondary', fontWeight: 700, mb: 0.25 }}
        >
          {withoutBidiControls(label)}
        </Typography>
      )}
      {body ?? (
        <Box
          sx={{
            maxWidth: '85%',
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: own ? 'primary.main' : 'background.default',
            color: own ? 'primary.contrastText' : 'text.primary',
            border: own ? 0 : 1,
            borderColor: 'divider',
            overflowWrap: 'anywhere',
            outline: highlighted ? 3 : 0,
            outlineColor: 'warning.main',
            outlineOffset: 2,
          }}
        >
          {message.imageUrl && (
            <ChatImage
              src={message.imageUrl}
              alt={
                withoutBidiControls(message.content) ||
                (own ? 'Image you sent' : 'Image from support')
              }
              spaced={Boolean(message.content)}
            />
          )}
          {message.content && (
            <Typography variant="body2" dir="auto" sx={{ ...isolatedText, whiteSpace: 'pre-wrap' }}>
              <MessageText text={withoutBidiControls(message.content)} />
            </Typography>
          )}
        </Box>
      )}
      <Typography
        component="time"
        dateTime={message.createdAt}
        variant="caption"
        sx={{ color: 'text.secondary', mt: 0.25 }}
      >
        {pending ? 'Sending…' : messageTime(message.createdAt)}
      </Typography>
    </Box>
  );
}
