import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMemberConversationView } from '@club/contracts';
import { useRealtimeConnection } from '@/realtime/use-realtime';
import { connectedSocket, storeAndSocketPerTest } from '@/test/realtime-harness';
import { stubFetch } from '@/test/stub-fetch';
import { useGetAdminConversationsInfiniteQuery } from './admin-inbox-api';

const { wrapper } = storeAndSocketPerTest();
const ADMIN_AUTH = { type: 'auth_success', userId: 'admin-1', role: 'admin' } as const;
const ALL = { list: 'user', search: '', status: '', assignee: 'all', unreadOnly: false } as const;

function conversation(assigneeId: string | null): AdminMemberConversationView {
  return {
    kind: 'user',
    id: 'conversation-1',
    userId: 'user-1',
    user: {
      id: 'user-1',
      username: 'player_one',
      firstName: null,
      lastName: null,
      nickname: null,
      email: 'p@example.com',
    },
    adminId: null,
    assigneeId,
    status: 'open',
    subject: 'Support',
    lastMessageAt: '2026-11-25T10:00:00.000Z',
    closedAt: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    unreadCount: 0,
    lastMessage: null,
  };
}

const listAnswer = (items: AdminMemberConversationView[]) => Response.json(items);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the inbox list cache', () => {
  it('keeps a socket change that arrives while a poll begun before it is in flight', async () => {
    let answerPoll: (response: Response) => void = () => undefined;
    let lists = 0;
    stubFetch((request) => {
      if (!new URL(request.url).pathname.endsWith('/admin/conversations')) return Response.json({});
      lists += 1;
      if (lists === 1) return listAnswer([conversation(null)]);
      return new Promise<Response>((resolve) => (answerPoll = resolve));
    });
    const { result } = renderHook(
      () => {
        useRealtimeConnection({ userId: 'admin-1' });
        return useGetAdminConversationsInfiniteQuery(ALL);
      },
      { wrapper },
    );
    const assigneeNow = () => result.current.data?.pages[0].items[0].assigneeId;
    await waitFor(() => expect(assigneeNow()).toBeNull());
    const socket = await connectedSocket(ADMIN_AUTH);

    // The poll leaves, then the assignment commits and its event arrives, then the poll answers
    // with what it read before the commit.
    act(() => void result.current.refetch());
    await waitFor(() => expect(lists).toBe(2));
    act(() =>
      socket.receive({
        type: 'conversation_updated',
        conversationKind: 'user',
        conversation: conversation('admin-2'),
      }),
    );
    await waitFor(() => expect(assigneeNow()).toBe('admin-2'));
    await act(async () => answerPoll(listAnswer([conversation(null)])));
    await waitFor(() => expect(result.current.isFetching).toBe(false));

    expect(assigneeNow()).toBe('admin-2');
  });
});
