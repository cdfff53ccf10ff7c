import { ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { chatMessage } from '@/test/chat-message-fixture';
import type { ChatMessage } from '@/realtime/chat-message';
import { ChatMessageLog } from './chat-message-log';

const EMPTY = 'Send us a message — support replies right here.';

function renderLog(messages: ChatMessage[], loading: boolean) {
  return render(
    <ThemeProvider theme={theme}>
      <ChatMessageLog
        messages={messages}
        isOwn={(message) => !message.isFromAdmin}
        empty={EMPTY}
        loading={loading}
      />
    </ThemeProvider>,
  );
}

describe('an empty thread', () => {
  it('says how to start only once its messages are known, with a spinner until then', () => {
    const { rerender } = renderLog([], true);
    expect(screen.getByRole('progressbar', { name: 'Loading messages' })).toBeVisible();
    expect(screen.queryByText(EMPTY)).toBeNull();

    rerender(
      <ThemeProvider theme={theme}>
        <ChatMessageLog messages={[]} isOwn={() => true} empty={EMPTY} loading={false} />
      </ThemeProvider>,
    );
    expect(screen.getByText(EMPTY)).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the writer's own messages not stored yet while the rest load", () => {
    renderLog(
      [chatMessage(-1, { content: 'Still on its way', delivery: { state: 'sending' } })],
      true,
    );
    expect(screen.getByText('Still on its way')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
