import { describe, expect, it } from 'vitest';
import type {
  AdminMemberConversationView,
  AdminVisitorConversationView,
  NewMessageEvent,
} from '@club/contracts';
import type { ConversationPage } from './admin-inbox-types';
import { clearUnread, countUnread, parseUnreadMap, unreadBadgeCount } from './admin-unread';
import { applyConversationUpdate, applyNewMessage, removeConversation } from './conversation-pages';
import {
  conversationDisplayName,
  editableName,
  memberDisplayName,
  visitorDisplayName,
} from './display-name';
import { mergeConversationLists } from './merge-conversation-lists';

function member(
  id: string,
  lastMessageAt: string,
  user: Partial<AdminMemberConversationView['user']> = {},
): AdminMemberConversationView {
  return {
    kind: 'user',
    id,
    userId: `user-${id}`,
    user: {
      id: `user-${id}`,
      username: `player_${id}`,
      firstName: null,
      lastName: null,
      nickname: null,
      email: 'p@example.com',
      ...user,
    },
    adminId: null,
    assigneeId: null,
    status: 'open',
    subject: 'Support',
    lastMessageAt,
    closedAt: null,
    createdAt: lastMessageAt,
    unreadCount: 0,
    lastMessage: null,
  };
}

function visitor(
  id: string,
  lastMessageAt: string,
  fields: Partial<AdminVisitorConversationView> = {},
): AdminVisitorConversationView {
  return {
    kind: 'device',
    id,
    deviceId: 'device-1763771234567-x7k2p9',
    displayName: null,
    username: null,
    isAnonymous: true,
    adminId: null,
    assigneeId: null,
    status: 'open',
    subject: 'Support',
    lastMessageAt,
    closedAt: null,
    createdAt: lastMessageAt,
    unreadCount: 0,
    lastMessage: null,
    ...fields,
  };
}

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();

describe('display names', () => {
  it('shows members by nickname, else first and last name, else username', () => {
    expect(
      memberDisplayName({ nickname: 'Ace', firstName: 'Ada', lastName: 'Byron', username: 'ada' }),
    ).toBe('Ace');
    expect(
      memberDisplayName({ nickname: '  ', firstName: 'Ada', lastName: 'Byron', username: 'ada' }),
    ).toBe('Ada Byron');
    expect(
      memberDisplayName({ nickname: null, firstName: 'Ada', lastName: null, username: 'ada' }),
    ).toBe('Ada');
    expect(
      memberDisplayName({ nickname: null, firstName: null, lastName: null, username: 'ada' }),
    ).toBe('ada');
  });

  it("puts support's label before the member's own nickname", () => {
    const ada = { nickname: 'Ace', firstName: 'Ada', lastName: 'Byron', username: 'ada' };
    expect(memberDisplayName({ ...ada, supportLabel: 'Whale' })).toBe('Whale');
    expect(memberDisplayName({ ...ada, supportLabel: ' ' })).toBe('Ace');
    expect(editableName(member('m', at(0), { nickname: 'Ace', supportLabel: 'Whale' }))).toBe(
      'Whale',
    );
    expect(editableName(member('m', at(0), { nickname: 'Ace' }))).toBe('');
  });

  it('shows visitors by display name, else Guest- and 5 characters of the device id', () => {
    expect(visitorDisplayName({ displayName: 'Nova', deviceId: 'device-1-abcdef' })).toBe('Nova');
    expect(visitorDisplayName({ displayName: null, deviceId: 'device-1763771234567-x7k2p9' })).toBe(
      'Guest-X7K2P',
    );
    expect(conversationDisplayName(visitor('v', at(0)))).toBe('Guest-X7K2P');
    expect(conversationDisplayName(member('m', at(0), { firstName: 'Lin' }))).toBe('Lin');
  });
});

describe('admin unread counts', () => {
  it('counts each message id once per conversation', () => {
    let map = countUnread({}, 'user:a', 1);
    map = countUnread(map, 'user:a', 1);
    map = countUnread(map, 'user:a', 2);
    map = countUnread(map, 'anonymous:b', 1);
    expect(map['user:a'].count).toBe(2);
    expect(map['anonymous:b'].count).toBe(1);
  });

  it('clears one conversation on select', () => {
    const map = clearUnread(countUnread(countUnread({}, 'user:a', 1), 'user:b', 2), 'user:a');
    expect(Object.keys(map)).toEqual(['user:b']);
  });

  it("shows the larger of this browser's count and the server's", () => {
    const map = countUnread({}, 'user:a', 1);
    expect(unreadBadgeCount(map, 'user:a', 0)).toBe(1);
    expect(unreadBadgeCount(map, 'user:a', 4)).toBe(4);
    expect(unreadBadgeCount(map, 'user:z', 0)).toBe(0);
  });

  it('reads back what it stored and ignores rubbish', () => {
    const map = countUnread({}, 'user:a', 1);
    expect(parseUnreadMap(JSON.stringify(map))).toEqual(map);
    expect(parseUnreadMap('{oops')).toEqual({});
    expect(parseUnreadMap('[1]')).toEqual({});
    expect(parseUnreadMap('{"user:a":{"count":"x"}}')).toEqual({});
  });
});

describe('mergeConversationLists', () => {
  it('interleaves both lists, newest activity first', () => {
    const merged = mergeConversationLists([
      { items: [member('m1', at(9)), member('m2', at(5))], hasMore: false },
      { items: [visitor('v1', at(7)), visitor('v2', at(1))], hasMore: false },
    ]);
    expect(merged.items.map((item) => item.id)).toEqual(['m1', 'v1', 'm2', 'v2']);
    expect(merged.loadMore).toEqual([]);
  });

  it('holds back items older than what a list with more pages has loaded, and loads that list', () => {
    const merged = mergeConversationLists([
      { items: [member('m1', at(9)), member('m2', at(6))], hasMore: true },
      { items: [visitor('v1', at(7)), visitor('v2', at(1))], hasMore: false },
    ]);
    expect(merged.items.map((item) => item.id)).toEqual(['m1', 'v1', 'm2']);
    expect(merged.loadMore).toEqual([0]);
  });

  it('loads the list that limits the view when both have more', () => {
    const merged = mergeConversationLists([
      { items: [member('m1', at(9)), member('m2', at(2))], hasMore: true },
      { items: [visitor('v1', at(7)), visitor('v2', at(4))], hasMore: true },
    ]);
    expect(merged.items.map((item) => item.id)).toEqual(['m1', 'v1', 'v2']);
    expect(merged.loadMore).toEqual([1]);
  });
});

describe('cached list pages', () => {
  const pages = (): ConversationPage[] => [
    { items: [member('m1', at(5)), visitor('v1', at(4))], nextCursor: 'next' },
    { items: [member('m2', at(1))], nextCursor: null },
  ];

  it('replaces an updated conversation, or adds it to the first page of the unfiltered list', () => {
    const cached = pages();
    applyConversationUpdate(cached, { ...member('m2', at(1)), status: 'closed' }, false);
    expect(cached[1].items[0].status).toBe('closed');
    applyConversationUpdate(cached, member('m3', at(8)), false);
    expect(cached[0].items.map((item) => item.id)).toEqual(['m1', 'v1']);
    applyConversationUpdate(cached, member('m3', at(8)), true);
    expect(cached[0].items.map((item) => item.id)).toEqual(['m3', 'm1', 'v1']);
  });

  it('removes a deleted conversation', () => {
    const cached = pages();
    removeConversation(cached, 'v1');
    expect(cached.flatMap((page) => page.items.map((item) => item.id))).toEqual(['m1', 'm2']);
  });

  it('moves a conversation on by a new message (status, time, assignee) and counts customer messages as unread', () => {
    const cached = pages();
    const event: NewMessageEvent = {
      type: 'new_message',
      conversationKind: 'user',
      conversation: { id: 'm2', status: 'open', lastMessageAt: at(12), assigneeId: 'admin-2' },
      message: {
        id: 40,
        conversationId: 'm2',
        senderId: 'user-m2',
        content: 'Still there?',
        messageType: 'text',
        imageUrl: null,
        isFromAdmin: false,
        readAt: null,
        createdAt: at(12),
      },
    };
    expect(applyNewMessage(cached, event)).toBe(true);
    expect(cached[1].items[0]).toMatchObject({
      lastMessageAt: at(12),
      assigneeId: 'admin-2',
      unreadCount: 1,
      lastMessage: { content: 'Still there?', isFromAdmin: false },
    });
    expect(
      applyNewMessage(cached, {
        ...event,
        message: { ...event.message, conversationId: 'elsewhere' },
      }),
    ).toBe(false);
    // Laid again over a list answer, the same message moves the item but is not counted twice.
    expect(applyNewMessage(cached, event, { countUnread: false })).toBe(true);
    expect(cached[1].items[0].unreadCount).toBe(1);
  });
});
