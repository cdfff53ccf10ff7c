import { ThemeProvider } from '@mui/material';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import type { ChatMessage } from '@/realtime/chat-message';
import { ChatMessageBubble } from './chat-message-bubble';

const message = (content: string, imageUrl: string | null = null): ChatMessage => ({
  id: 8,
  conversationId: 'c-1',
  senderId: null,
  content,
  messageType: imageUrl ? 'image' : 'text',
  imageUrl,
  isFromAdmin: true,
  readAt: null,
  createdAt: '2026-11-22T10:15:00.000Z',
});

function renderBubble(chatMessage: ChatMessage) {
  return render(
    <ThemeProvider theme={theme}>
      <ul>
        <ChatMessageBubble message={chatMessage} own={false} label="Support" />
      </ul>
    </ThemeProvider>,
  );
}

describe('message text', () => {
  it('shows web addresses as links that open in a new tab without a handle on this one', () => {
    renderBubble(
      message('Pay here: https://club.example/store. <b>thanks</b> javascript:alert(1)'),
    );
    const link = screen.getByRole('link', { name: 'https://club.example/store' });
    expect(link).toHaveAttribute('href', 'https://club.example/store');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(link.parentElement).toHaveTextContent(
      'Pay here: https://club.example/store. <b>thanks</b> javascript:alert(1)',
    );
    expect(document.querySelector('b')).toBeNull();
  });
});

describe('image viewer', () => {
  it('opens the picture full size with the caption as alt text; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderBubble(message('Receipt for order 12', '/uploads/receipt.png'));
    const thumbnail = screen.getByRole('button', { name: 'Open image: Receipt for order 12' });
    thumbnail.focus();
    await user.keyboard('{Enter}');
    const viewer = await screen.findByRole('dialog', { name: 'Receipt for order 12' });
    expect(viewer.querySelector('img')).toHaveAttribute('src', '/uploads/receipt.png');
    expect(viewer.querySelector('img')).toHaveAttribute('alt', 'Receipt for order 12');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(thumbnail).toHaveFocus();
  });
});
