import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DELIVERY_TEXT } from '@club/contracts';
import { isolatedText, withoutBidiControls } from '@/lib/chat/bidi';
import { messageTime } from '@/lib/chat/message-time';
import type { ChatMessage } from '@/realtime/chat-message';
import { ChatImage } from './chat-image';
import { FailedDelivery } from './failed-delivery';
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
  /** Sends a failed message of the reader's again (by its clientMessageId). */
  onRetry?: (clientMessageId: string) => void;
}

/**
 * One message: its sender label, picture (opening full size) with caption or text (web addresses as
 * links), or the `body` given instead, and hh:mm; the reader's own message not stored yet says
 * "Sending…", or why it failed with a Retry button, instead of the time. The label and text are isolated (dir="auto",
 * unicode-bidi: isolate) and lose their bidi controls, so right-to-left text cannot reorder the rest.
 */
export function ChatMessageBubble({
  message,
  own,
  label,
  highlighted,
  body,
  onRetry,
}: ChatMessageBubbleProps) {
  const { delivery, clientMessageId } = message;
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-own={own}
      data-delivery={own ? (delivery?.state ?? 'sent') : undefined}
      data-message-id={message.id}
      data-highlighted={highlighted || undefined}
      sx={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        alignItems: own ? 'flex-end' : 'flex-start',
        opacity: delivery ? 0.7 : 1,
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
      {delivery?.state === 'failed' ? (
        <FailedDelivery
          reason={delivery.reason}
          onRetry={onRetry && clientMessageId ? () => onRetry(clientMessageId) : undefined}
        />
      ) : delivery ? (
        <Typography variant="caption" sx={{ color: 'text.secondary', mt: 0.25 }}>
          {DELIVERY_TEXT.sending}
        </Typography>
      ) : (
        <Typography
          component="time"
          dateTime={message.createdAt}
          variant="caption"
          sx={{ color: 'text.secondary', mt: 0.25 }}
        >
          {messageTime(message.createdAt)}
        </Typography>
      )}
    </Box>
  );
}
