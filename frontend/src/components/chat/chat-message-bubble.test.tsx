import { ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DELIVERY_TEXT } from '@club/contracts';
import { theme } from '@/app/theme';
import type { ChatMessage } from '@/realtime/chat-message';
import { ownUnicodeBidi } from '@/test/unicode-bidi';
import { ChatMessageBubble } from './chat-message-bubble';

const RLO = '\u202E';

const message = (content: string): ChatMessage => ({
  id: 7,
  conversationId: 'c-1',
  senderId: null,
  content,
  messageType: 'text',
  imageUrl: null,
  isFromAdmin: false,
  readAt: null,
  createdAt: '2026-11-22T10:15:00.000Z',
});

describe('bidi isolation of chat text', () => {
  it('renders a message and its sender label each isolated, in their own direction, without bidi controls', () => {
    render(
      <ThemeProvider theme={theme}>
        <ul>
          <ChatMessageBubble
            message={message(`invoice_${RLO}gnp.exe`)}
            own={false}
            label={`Eve${RLO}nimda`}
          />
        </ul>
      </ThemeProvider>,
    );
    const text = screen.getByText('invoice_gnp.exe');
    expect(text).toHaveAttribute('dir', 'auto');
    expect(ownUnicodeBidi(text)).toBe('isolate');
    const label = screen.getByText('Evenimda');
    expect(label).toHaveAttribute('dir', 'auto');
    expect(ownUnicodeBidi(label)).toBe('isolate');
  });
});

describe("the state of the reader's own message", () => {
  const own = (fields: Partial<ChatMessage>) => ({ ...message('Hello?'), ...fields });
  const bubble = (item: ChatMessage, onRetry?: (clientMessageId: string) => void) =>
    render(
      <ThemeProvider theme={theme}>
        <ul>
          <ChatMessageBubble message={item} own onRetry={onRetry} />
        </ul>
      </ThemeProvider>,
    );

  it('says "Sending…" until it is stored, then shows its time', () => {
    const { unmount } = bubble(own({ id: -1, delivery: { state: 'sending' } }));
    expect(screen.getByTestId('chat-message')).toHaveAttribute('data-delivery', 'sending');
    expect(screen.getByText(DELIVERY_TEXT.sending)).toBeVisible();
    expect(screen.queryByRole('time')).toBeNull();
    unmount();

    bubble(own({}));
    expect(screen.getByTestId('chat-message')).toHaveAttribute('data-delivery', 'sent');
    expect(screen.queryByText(DELIVERY_TEXT.sending)).toBeNull();
    expect(document.querySelector('time')).toHaveAttribute('datetime', '2026-11-22T10:15:00.000Z');
  });

  it('says why it failed, keeps its text, and Retry sends it again by its clientMessageId', async () => {
    const onRetry = vi.fn();
    bubble(
      own({
        id: -1,
        clientMessageId: 'm-1',
        delivery: { state: 'failed', reason: DELIVERY_TEXT.offline },
      }),
      onRetry,
    );
    expect(screen.getByTestId('chat-message')).toHaveAttribute('data-delivery', 'failed');
    expect(screen.getByText('Hello?')).toBeVisible();
    expect(screen.getByText(DELIVERY_TEXT.offline)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: DELIVERY_TEXT.retry }));
    expect(onRetry).toHaveBeenCalledWith('m-1');
  });
});
