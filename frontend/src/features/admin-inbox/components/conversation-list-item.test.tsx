import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminVisitorConversationView } from '@club/contracts';
import { renderWithProviders } from '@/test/render';
import { ownUnicodeBidi } from '@/test/unicode-bidi';
import { ConversationListItem } from './conversation-list-item';

const RLO = '\u202E';

const conversation = (displayName: string, content: string): AdminVisitorConversationView => ({
  id: 'c-1',
  kind: 'guest',
  deviceId: 'guest',
  displayName,
  username: 'guest',
  isAnonymous: true,
  adminId: null,
  assigneeId: null,
  status: 'open',
  subject: 'Support',
  lastMessageAt: '2026-11-22T10:15:00.000Z',
  closedAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  unreadCount: 0,
  lastMessage: {
    content,
    messageType: 'text',
    isFromAdmin: false,
    createdAt: '2026-11-22T10:15:00.000Z',
  },
});

describe('bidi isolation of inbox rows', () => {
  it('isolates the name and the last message of an inbox row', () => {
    renderWithProviders(
      <ul>
        <ConversationListItem
          conversation={conversation(`Eve${RLO}nimda`, `pay ${RLO}001$`)}
          selected={false}
          unread={0}
          onSelect={() => {}}
        />
      </ul>,
    );
    const name = screen.getByText('Evenimda');
    expect(name).toHaveAttribute('dir', 'auto');
    expect(ownUnicodeBidi(name)).toBe('isolate');
    const preview = screen.getByText('pay 001$');
    expect(preview).toHaveAttribute('dir', 'auto');
    expect(ownUnicodeBidi(preview)).toBe('isolate');
  });
});
