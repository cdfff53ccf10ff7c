import { ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
