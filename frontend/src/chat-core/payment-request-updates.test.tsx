import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentRequestView } from '@club/contracts';
import { useGuestChat } from '@/features/chat-widget/use-guest-chat';
import { useRealtimeConnection } from '@/realtime/use-realtime';
import { chatMessage } from '@/test/chat-message-fixture';
import { paymentRequest } from '@/test/payment-request-fixture';
import { connectedSocket, storeAndSocketPerTest } from '@/test/realtime-harness';
import { stubFetch } from '@/test/stub-fetch';
import { useChatConversation } from './use-chat-conversation';

const CONVERSATION_ID = '7f1d2c3b-0000-4000-8000-000000000001';

const openRequest = paymentRequest();
const paidRequest: PaymentRequestView = {
  ...openRequest,
  status: 'paid',
  closedAt: '2026-11-22T10:05:00.000Z',
};

const thread = [
  chatMessage(1, { conversationId: CONVERSATION_ID, content: 'I want VIP' }),
  chatMessage(2, {
    conversationId: CONVERSATION_ID,
    isFromAdmin: true,
    senderId: 'admin-1',
    messageType: 'payment_request',
    content: 'Payment request: VIP Access ($50)',
    paymentRequest: openRequest,
  }),
];

const updated = (request: PaymentRequestView, conversationKind = 'anonymous') => ({
  type: 'payment_request_updated',
  conversationKind,
  conversationId: CONVERSATION_ID,
  userId: null,
  request,
});

/** Answers like the server: every message, or those after `?after=` (a catch-up). */
function serve(messagesPath: string, more: Record<string, () => unknown> = {}) {
  stubFetch((request) => {
    const url = new URL(request.url);
    const after = Number(url.searchParams.get('after') ?? 0);
    const routes: Record<string, () => unknown> = {
      [`GET ${messagesPath}`]: () => thread.filter((message) => message.id > after),
      ...more,
    };
    const route = routes[`${request.method} ${url.pathname}`];
    return route ? Response.json(route()) : new Response('Not found', { status: 404 });
  });
}

const { wrapper } = storeAndSocketPerTest();

beforeEach(() => {
  localStorage.clear();
});

describe('payment_request_updated', () => {
  it("changes the request's card in a visitor's chat, leaving the other messages as they were", async () => {
    localStorage.setItem('chatIdentity', 'Nova');
    serve(`/api/chat-conversations/${CONVERSATION_ID}/messages`, {
      'GET /api/chat-conversations': () => [{ id: CONVERSATION_ID, username: 'Nova' }],
    });
    const { result } = renderHook(() => useGuestChat(true), { wrapper });
    const socket = await connectedSocket({ type: 'auth_success', visitor: true });
    await waitFor(() => expect(result.current.messages).toHaveLength(2));
    const [question] = result.current.messages;

    act(() => socket.receive(updated(paidRequest)));

    await waitFor(() => expect(result.current.messages[1].paymentRequest).toEqual(paidRequest));
    expect(result.current.messages[0]).toBe(question);
    expect(result.current.messages.map((message) => message.content)).toEqual([
      'I want VIP',
      'Payment request: VIP Access ($50)',
    ]);
  });

  it("changes it in support's copy of the conversation too", async () => {
    serve(`/api/admin/anonymous-conversations/${CONVERSATION_ID}/messages`);
    const { result } = renderHook(
      () => {
        useRealtimeConnection({ userId: 'admin-1' });
        return useChatConversation({ channel: 'admin-anonymous', conversationId: CONVERSATION_ID });
      },
      { wrapper },
    );
    const socket = await connectedSocket({
      type: 'auth_success',
      userId: 'admin-1',
      role: 'admin',
    });
    await waitFor(() => expect(result.current.messages).toHaveLength(2));

    act(() =>
      socket.receive(
        updated({ ...openRequest, status: 'failed', failureMessage: 'Your card was declined.' }),
      ),
    );
    await waitFor(() =>
      expect(result.current.messages[1].paymentRequest).toMatchObject({
        status: 'failed',
        failureMessage: 'Your card was declined.',
      }),
    );

    const before = result.current.messages;
    act(() => socket.receive(updated({ ...paidRequest, id: 'pr-other' })));
    // Cache changes reach the hooks batched, a frame later.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(result.current.messages).toBe(before);
  });
});

describe('a catch-up after the socket was away', () => {
  it('reads again the request that could have changed meanwhile, in the guest widget too', async () => {
    localStorage.setItem('chatIdentity', 'Nova');
    const messagesPath = `/api/chat-conversations/${CONVERSATION_ID}/messages`;
    let serverRequest = openRequest;
    const asked: (string | null)[] = [];
    stubFetch((request) => {
      const url = new URL(request.url);
      if (request.method === 'GET' && url.pathname === '/api/chat-conversations')
        return Response.json([{ id: CONVERSATION_ID, username: 'Nova' }]);
      if (request.method !== 'GET' || url.pathname !== messagesPath)
        return new Response('Not found', { status: 404 });
      asked.push(url.searchParams.get('after'));
      const after = Number(url.searchParams.get('after') ?? 0);
      return Response.json(
        thread
          .map((message) =>
            message.paymentRequest ? { ...message, paymentRequest: serverRequest } : message,
          )
          .filter((message) => message.id > after),
      );
    });
    const { result } = renderHook(() => useGuestChat(true), { wrapper });
    const socket = await connectedSocket({ type: 'auth_success', visitor: true });
    await waitFor(() => expect(result.current.messages).toHaveLength(2));

    serverRequest = paidRequest;
    act(() => socket.receive({ type: 'auth_success', visitor: true }));

    await waitFor(() => expect(result.current.messages[1].paymentRequest).toEqual(paidRequest));
    expect(asked.at(-1)).toBe('1');
    expect(result.current.messages).toHaveLength(2);

    act(() => socket.receive({ type: 'auth_success', visitor: true }));
    await waitFor(() => expect(asked.at(-1)).toBe('2'));
  });
});
