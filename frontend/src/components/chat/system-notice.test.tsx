import { ThemeProvider } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTOMATIC_MESSAGE, AUTOMATIC_MESSAGE_LABEL, MEMBER_SIGN_IN_TEXT } from '@club/contracts';
import { theme } from '@/app/theme';
import type { ChatMessage } from '@/realtime/chat-message';
import { ChatMessageLog } from './chat-message-log';

const message = (id: number, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 'c-1',
  senderId: 'member-1',
  content: `message ${id}`,
  messageType: 'text',
  imageUrl: null,
  isFromAdmin: false,
  readAt: null,
  createdAt: '2026-11-25T03:00:00.000Z',
  ...fields,
});

describe('the sign-in mark in a thread', () => {
  it("is a centred notice of its own, not the member's bubble", () => {
    const signIn = message(2, {
      content: MEMBER_SIGN_IN_TEXT,
      automatic: AUTOMATIC_MESSAGE.memberSignIn,
      readAt: '2026-11-25T03:01:00.000Z',
    });
    render(
      <ThemeProvider theme={theme}>
        <ChatMessageLog messages={[message(1), signIn]} isOwn={(m) => !m.isFromAdmin} />
      </ThemeProvider>,
    );
    const notice = screen.getByTestId('system-notice');
    expect(within(notice).getByText(MEMBER_SIGN_IN_TEXT)).toBeVisible();
    expect(within(notice).getByText(AUTOMATIC_MESSAGE_LABEL)).toBeVisible();
    expect(getComputedStyle(notice).alignSelf).toBe('center');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('message 1').closest('[data-testid="system-notice"]')).toBeNull();
  });
});
