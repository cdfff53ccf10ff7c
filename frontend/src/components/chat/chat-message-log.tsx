import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { Fragment, memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { AUTOMATIC_MESSAGE_LABEL, TYPING_TEXT, type PaymentRequestView } from '@club/contracts';
import type { ChatMessage } from '@/realtime/chat-message';
import { ChatMessageBubble } from './chat-message-bubble';
import { PaymentRequestCard } from './payment-request-card';
import { isSystemNotice, SystemNotice } from './system-notice';
import { placeAsides, type ThreadAside } from './thread-asides';

/** Messages the server wrote on its own are never shown as a person's (contracts: `automatic`). */
function automaticLabelOf(message: ChatMessage): string | undefined {
  return 'automatic' in message && message.automatic ? AUTOMATIC_MESSAGE_LABEL : undefined;
}

/** SPEC §9: new messages are scrolled to after 100 ms. */
const SCROLL_DELAY_MS = 100;
/** Long conversations render their newest messages first and more on the way up. */
const WINDOW_SIZE = 100;
/** How close to the top scrolling brings the next older messages in. */
const TOP_MARGIN_PX = 40;
const NO_ASIDES: readonly ThreadAside[] = [];
/**
 * A message's bubble renders again only when its own props change: a new message re-rendered
 * every bubble of the window (up to 100, each with its styles), the largest part of the time
 * between a message's arrival and its showing in a long thread. Cached messages keep their
 * identity across updates (the cache's structural sharing), so the unchanged ones are skipped.
 */
const MessageBubble = memo(ChatMessageBubble);

/** How a payment request shows to a reader who can do nothing with it: the card alone. */
const cardAlone = (request: PaymentRequestView) => <PaymentRequestCard request={request} />;

interface ChatMessageLogProps {
  messages: readonly ChatMessage[];
  isOwn: (message: ChatMessage) => boolean;
  labelOf?: (message: ChatMessage) => string | undefined;
  /** Shown when there are no messages. */
  empty?: ReactNode;
  /** The messages are on their way: a spinner, not `empty`, until they are here. */
  loading?: boolean;
  /** The accessible name of the log. */
  label?: string;
  /** The reader's own message the other side has read: marked "Seen" under it. */
  seenId?: number;
  /** Shown among the messages by time (the inbox's private notes); the widgets have none. */
  asides?: readonly ThreadAside[];
  /** A message to show, scrolled to and highlighted (a search result), older ones shown too. */
  focusId?: number;
  /**
   * How a `payment_request` message shows, in place of its bubble (its text only repeats the
   * card): the reader's card with their actions, e.g.
   * `(request) => <PaymentRequestCard request={request} actions={…} />`. The card alone by default.
   */
  renderPaymentRequest?: (request: PaymentRequestView, message: ChatMessage) => ReactNode;
  /** Sends one of the reader's failed messages again (by its clientMessageId). */
  onRetry?: (clientMessageId: string) => void;
}

/**
 * The conversation, oldest at the top. It follows new messages to the bottom, and in long
 * conversations shows the newest 100 and more as the reader scrolls up.
 */
export function ChatMessageLog({
  messages,
  isOwn,
  labelOf,
  empty,
  loading = false,
  label = 'Messages',
  seenId,
  asides = NO_ASIDES,
  focusId,
  renderPaymentRequest = cardAlone,
  onRetry,
}: ChatMessageLogProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(WINDOW_SIZE);
  const focusIndex = focusId === undefined ? -1 : messages.findIndex(({ id }) => id === focusId);
  // A focused message older than the window widens it to reach back that far.
  const windowSize = focusIndex >= 0 ? Math.max(shown, messages.length - focusIndex) : shown;
  const visible = messages.slice(Math.max(0, messages.length - windowSize));
  const hidden = messages.length - visible.length;
  const newest = messages.at(-1);
  const newestKey = `${newest ? `${newest.id}:${newest.clientMessageId ?? ''}` : ''}:${asides.length}`;
  const placed = placeAsides(messages, asides);

  /** The newest key when a focused message was scrolled to: until a newer one, stay there. */
  const focusedAt = useRef<string>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => {
      const element = scrollRef.current;
      if (element && focusedAt.current !== newestKey) element.scrollTop = element.scrollHeight;
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [newestKey]);

  const focusFound = focusIndex >= 0;
  useEffect(() => {
    if (!focusFound) return;
    focusedAt.current = newestKey;
    scrollRef.current
      ?.querySelector(`[data-message-id="${focusId}"]`)
      ?.scrollIntoView({ block: 'center' });
    // Only a newly opened focus scrolls; new messages then follow the usual rule.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusId, focusFound]);

  /** Shows the next older messages and keeps what the reader sees where it was. */
  const showEarlier = () => {
    const element = scrollRef.current;
    const fromBottom = element ? element.scrollHeight - element.scrollTop : 0;
    setShown((count) => count + WINDOW_SIZE);
    requestAnimationFrame(() => {
      if (element) element.scrollTop = element.scrollHeight - fromBottom;
    });
  };

  return (
    <Box
      ref={scrollRef}
      role="log"
      aria-label={label}
      aria-live="polite"
      tabIndex={0}
      onScroll={(event) => {
        if (hidden > 0 && event.currentTarget.scrollTop < TOP_MARGIN_PX) showEarlier();
      }}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, py: 1.5, outline: 'none' }}
    >
      {hidden > 0 && (
        <Box sx={{ textAlign: 'center', mb: 1 }}>
          <Button size="small" onClick={showEarlier}>
            Show earlier messages
          </Button>
        </Box>
      )}
      {messages.length === 0 && asides.length === 0 && (empty || loading) ? (
        <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', textAlign: 'center' }}>
          {loading ? (
            <CircularProgress size={28} aria-label="Loading messages" />
          ) : typeof empty === 'string' ? (
            <Typography color="text.secondary">{empty}</Typography>
          ) : (
            empty
          )}
        </Box>
      ) : (
        <Box
          component="ul"
          sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}
        >
          {visible.map((message) => (
            <Fragment key={message.clientMessageId ?? message.id}>
              {placed.before.get(message)?.map((aside) => (
                <Fragment key={aside.key}>{aside.node}</Fragment>
              ))}
              {isSystemNotice(message) ? (
                <SystemNotice message={message} />
              ) : (
                <MessageBubble
                  message={message}
                  own={isOwn(message)}
                  label={automaticLabelOf(message) ?? labelOf?.(message)}
                  highlighted={message.id === focusId}
                  onRetry={onRetry}
                  body={
                    message.paymentRequest && renderPaymentRequest(message.paymentRequest, message)
                  }
                />
              )}
              {message.id === seenId && (
                <Typography
                  component="li"
                  variant="caption"
                  color="text.secondary"
                  data-testid="seen-mark"
                  sx={{ alignSelf: 'flex-end', mt: -0.75, listStyle: 'none' }}
                >
                  {TYPING_TEXT.seen}
                </Typography>
              )}
            </Fragment>
          ))}
          {placed.after.map((aside) => (
            <Fragment key={aside.key}>{aside.node}</Fragment>
          ))}
        </Box>
      )}
    </Box>
  );
}
