import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_TEXT, type UserView } from '@club/contracts';
import { useDeviceChat } from '@/features/chat-widget/use-device-chat';
import { useGuestChat } from '@/features/chat-widget/use-guest-chat';
import { UNREAD_KEY } from '@/features/chat-widget/visitor-chat-keys';
import { useMemberChat } from '@/features/chat-widget/use-member-chat';
import type { ChatMessage } from '@/realtime/chat-message';
import { stubFetch } from '@/test/stub-fetch';
import { chatMessage } from '@/test/chat-message-fixture';
import { connectedSocket, FakeSocket, storeAndSocketPerTest } from '@/test/realtime-harness';

const CONVERSATION_ID = '7f1d2c3b-0000-4000-8000-000000000001';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const message = (id: number, fields: Partial<ChatMessage> = {}) =>
  chatMessage(id, {
    conversationId: CONVERSATION_ID,
    senderId: 'admin-1',
    isFromAdmin: true,
    ...fields,
  });

const visitorConversation = (kind: 'guest' | 'device') => ({
  id: CONVERSATION_ID,
  deviceId: kind === 'guest' ? 'Nova' : 'device-1763771234567-x7k2p9ab',
  displayName: null,
  username: kind === 'guest' ? 'Nova' : null,
  kind,
  status: 'open',
  subject: 'Support',
  lastMessageAt: '2026-01-01T10:00:00.000Z',
  createdAt: '2026-01-01T10:00:00.000Z',
  isAnonymous: true,
});

interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers the chat routes like the server (a route's Response as it is, anything else as JSON);
 * every request is recorded with its JSON body.
 */
function stubServer(routes: Record<string, (body: Record<string, unknown>) => unknown>) {
  const requests: Recorded[] = [];
  stubFetch(async (request) => {
    const url = new URL(request.url);
    const text = request.headers.get('content-type')?.includes('json')
      ? await request.text()
      : undefined;
    requests.push({
      method: request.method,
      path: url.pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return new Response('Not found', { status: 404 });
    const answer = route(text ? (JSON.parse(text) as Record<string, unknown>) : {});
    return answer instanceof Response ? answer : Response.json(answer);
  });
  return requests;
}

const { wrapper, store } = storeAndSocketPerTest();

beforeEach(() => {
  localStorage.clear();
});

describe('the device widget session', () => {
  const messagesPath = `/api/anonymous-chat/conversations/${CONVERSATION_ID}/messages`;

  it('counts unread support messages from read marks and marks them read when opened', async () => {
    localStorage.setItem('chatDeviceId', 'device-1763771234567-x7k2p9ab');
    const requests = stubServer({
      'POST /api/anonymous-chat/conversation': () => visitorConversation('device'),
      [`GET ${messagesPath}`]: () => [message(1), message(2, { isFromAdmin: false })],
      [`POST /api/anonymous-chat/conversations/${CONVERSATION_ID}/mark-read`]: () => ({
        updated: 1,
      }),
    });
    const { result, rerender } = renderHook(({ open }) => useDeviceChat(open), {
      wrapper,
      initialProps: { open: false },
    });

    await waitFor(() => expect(result.current.unread).toBe(1));
    rerender({ open: true });

    await waitFor(() => expect(result.current.messages[0].readAt).not.toBeNull());
    expect(result.current.unread).toBe(0);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toContain(
      `POST /api/anonymous-chat/conversations/${CONVERSATION_ID}/mark-read`,
    );
  });

  it('marks read ahead of opening, once per support message', async () => {
    localStorage.setItem('chatDeviceId', 'device-1763771234567-x7k2p9ab');
    const markPath = `/api/anonymous-chat/conversations/${CONVERSATION_ID}/mark-read`;
    const requests = stubServer({
      'POST /api/anonymous-chat/conversation': () => visitorConversation('device'),
      [`GET ${messagesPath}`]: () => [message(1)],
      [`POST ${markPath}`]: () => ({ updated: 1 }),
    });
    const { result, rerender } = renderHook(({ open }) => useDeviceChat(open), {
      wrapper,
      initialProps: { open: false },
    });
    await waitFor(() => expect(result.current.unread).toBe(1));

    let sent = false;
    act(() => {
      sent = result.current.markSeen();
    });
    expect(sent).toBe(true);
    expect(result.current.markSeen()).toBe(false);
    rerender({ open: true });

    await waitFor(() => expect(result.current.messages[0].readAt).not.toBeNull());
    expect(requests.filter((request) => request.path === markPath)).toHaveLength(1);
  });

  it('sends text as a plain request carrying the device id', async () => {
    const requests = stubServer({
      'POST /api/anonymous-chat/conversation': () => visitorConversation('device'),
      [`GET ${messagesPath}`]: () => [],
      'POST /api/anonymous-chat/messages': () =>
        message(5, { isFromAdmin: false, content: 'hello', senderId: 'device' }),
    });
    const { result } = renderHook(() => useDeviceChat(true), { wrapper });
    await waitFor(() => expect(result.current.conversation?.id).toBe(CONVERSATION_ID));

    act(() => result.current.send({ text: '  hello ', image: null }));
    expect(result.current.messages).toMatchObject([
      { content: 'hello', isFromAdmin: false, delivery: { state: 'sending' } },
    ]);

    await waitFor(() => expect(result.current.messages.map((item) => item.id)).toEqual([5]));
    const post = requests.find((request) => request.path === '/api/anonymous-chat/messages');
    expect(post?.body).toEqual({
      conversationId: CONVERSATION_ID,
      deviceId: localStorage.getItem('chatDeviceId'),
      content: 'hello',
      messageType: 'text',
      isFromAdmin: false,
      adminSenderId: null,
      clientMessageId: expect.stringMatching(UUID),
    });
    expect(result.current.messages[0].delivery).toBeUndefined();
  });

  it('keeps a message whose answer was lost, and Retry sends it again under the same id', async () => {
    const stored = (body: Record<string, unknown>) =>
      message(6, {
        isFromAdmin: false,
        content: String(body.content),
        senderId: 'device',
        clientMessageId: String(body.clientMessageId),
      });
    let answers = 0;
    const requests = stubServer({
      'POST /api/anonymous-chat/conversation': () => visitorConversation('device'),
      [`GET ${messagesPath}`]: () => [],
      // The server stores the first attempt, but its answer never arrives (a gateway error).
      'POST /api/anonymous-chat/messages': (body) => {
        answers += 1;
        return answers === 1 ? new Response('Bad gateway', { status: 502 }) : stored(body);
      },
    });
    const { result } = renderHook(() => useDeviceChat(true), { wrapper });
    await waitFor(() => expect(result.current.conversation?.id).toBe(CONVERSATION_ID));

    act(() => result.current.send({ text: 'Is anyone there?', image: null }));
    await waitFor(() =>
      expect(result.current.messages[0].delivery).toEqual({
        state: 'failed',
        reason: DELIVERY_TEXT.unconfirmed,
      }),
    );
    const failed = result.current.messages[0].clientMessageId!;

    act(() => result.current.retry(failed));
    await waitFor(() => expect(result.current.messages.map((item) => item.id)).toEqual([6]));
    const posts = requests.filter((request) => request.path === '/api/anonymous-chat/messages');
    expect(posts.map((post) => (post.body as { clientMessageId: string }).clientMessageId)).toEqual(
      [failed, failed],
    );
    expect(result.current.messages[0]).toMatchObject({ content: 'Is anyone there?' });
    expect(result.current.messages[0].delivery).toBeUndefined();
  });

  it('shows a message not delivered when the page went away again after a reload, and sends it under the same id', async () => {
    let answering = false;
    const requests = stubServer({
      'POST /api/anonymous-chat/conversation': () => visitorConversation('device'),
      [`GET ${messagesPath}`]: () => [],
      'POST /api/anonymous-chat/messages': (body) =>
        answering
          ? message(6, {
              isFromAdmin: false,
              content: String(body.content),
              senderId: 'device',
              clientMessageId: String(body.clientMessageId),
            })
          : new Response('Bad gateway', { status: 502 }),
    });
    const before = renderHook(() => useDeviceChat(true), { wrapper });
    await waitFor(() => expect(before.result.current.conversation?.id).toBe(CONVERSATION_ID));
    act(() => before.result.current.send({ text: 'Before the reload', image: null }));
    await waitFor(() =>
      expect(before.result.current.messages[0].delivery).toEqual({
        state: 'failed',
        reason: DELIVERY_TEXT.unconfirmed,
      }),
    );
    const written = before.result.current.messages[0].clientMessageId!;
    before.unmount();

    answering = true;
    const { result } = renderHook(() => useDeviceChat(true), { wrapper });
    expect(result.current.messages).toMatchObject([
      { content: 'Before the reload', clientMessageId: written, delivery: { state: 'sending' } },
    ]);
    await waitFor(() => expect(result.current.messages.map((item) => item.id)).toEqual([6]));
    const posts = requests.filter((request) => request.path === '/api/anonymous-chat/messages');
    expect(posts.map((post) => (post.body as { clientMessageId: string }).clientMessageId)).toEqual(
      [written, written],
    );
    expect(Object.keys(localStorage).filter((key) => key.startsWith('chatOutbox:'))).toEqual([]);
  });
});

describe('the guest widget session', () => {
  const messagesPath = `/api/chat-conversations/${CONVERSATION_ID}/messages`;

  function guestServer(more: Record<string, (body: Record<string, unknown>) => unknown> = {}) {
    localStorage.setItem('chatIdentity', 'Nova');
    return stubServer({
      ...more,
      'GET /api/chat-conversations': () => [visitorConversation('guest')],
      [`GET ${messagesPath}`]: () => [],
      [`POST ${messagesPath}`]: () =>
        message(9, { isFromAdmin: false, content: 'hi', senderId: 'Nova' }),
    });
  }

  it("is loading until a returning guest's conversation is found and its messages are here", async () => {
    guestServer();
    const { result } = renderHook(() => useGuestChat(true), { wrapper });
    expect(result.current.messagesLoading).toBe(true);

    await waitFor(() => expect(result.current.messagesLoading).toBe(false));
    expect(result.current.conversation?.id).toBe(CONVERSATION_ID);
  });

  it('is not loading for a new guest, who has nothing to load', () => {
    stubServer({});
    const { result } = renderHook(() => useGuestChat(false), { wrapper });
    expect(result.current.messagesLoading).toBe(false);
  });

  it('counts support messages pushed while closed, in localStorage, until opened', async () => {
    guestServer();
    const { result, rerender } = renderHook(({ open }) => useGuestChat(open), {
      wrapper,
      initialProps: { open: false },
    });
    const socket = await connectedSocket({ type: 'auth_success', visitor: true });
    expect(socket.sent[0]).toEqual({ type: 'auth', username: 'Nova' });

    const pushed = { type: 'new_message', conversationKind: 'anonymous', message: message(3) };
    act(() => {
      socket.receive(pushed);
      socket.receive(pushed);
      socket.receive({ ...pushed, message: message(4, { isFromAdmin: false }) });
    });

    expect(result.current.unread).toBe(1);
    expect(localStorage.getItem(UNREAD_KEY)).toBe('1');
    rerender({ open: true });
    expect(result.current.unread).toBe(0);
    await waitFor(() => expect(localStorage.getItem(UNREAD_KEY)).toBe('0'));
  });

  it('sends by plain request while the socket is down, and forgets a deleted conversation', async () => {
    const requests = guestServer();
    const { result } = renderHook(() => useGuestChat(true), { wrapper });
    await waitFor(() => expect(result.current.conversation?.id).toBe(CONVERSATION_ID));

    act(() => result.current.send({ text: 'hi', image: null }));

    await waitFor(() => expect(result.current.messages.map((item) => item.id)).toEqual([9]));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      content: 'hi',
      messageType: 'text',
      isFromAdmin: false,
      username: 'Nova',
      clientMessageId: expect.stringMatching(UUID),
    });

    const socket = FakeSocket.last!;
    act(() => {
      socket.receive({
        type: 'conversation_deleted',
        conversationKind: 'anonymous',
        conversationId: CONVERSATION_ID,
      });
    });
    expect(result.current.deleted).toBe(true);
    expect(result.current.conversation).toBeNull();
  });
  it('keeps a message that waits when the guest renames themselves, under the new name', async () => {
    localStorage.setItem('chatIdentity', 'Nova');
    stubServer({
      'GET /api/chat-conversations': () => [visitorConversation('guest')],
      [`GET ${messagesPath}`]: () => [],
      [`POST ${messagesPath}`]: () =>
        Response.json(
          { statusCode: 429, message: 'Too many requests' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      [`PATCH /api/chat-conversations/${CONVERSATION_ID}/name`]: () => ({
        ...visitorConversation('guest'),
        username: 'Vega',
        deviceId: 'Vega',
      }),
    });
    const { result } = renderHook(() => useGuestChat(true), { wrapper });
    await waitFor(() => expect(result.current.conversation?.id).toBe(CONVERSATION_ID));
    act(() => result.current.send({ text: 'still mine', image: null }));
    await waitFor(() => expect(result.current.messages.at(-1)?.delivery?.state).toBe('failed'));

    act(() => result.current.changeName('Vega'));

    await waitFor(() => expect(result.current.chatAs).toBe('Vega'));
    expect(result.current.messages).toMatchObject([
      { content: 'still mine', delivery: { state: 'failed' } },
    ]);
  });

  it('sends again, same id, once back online what the dropped socket never confirmed', async () => {
    const requests = guestServer({
      [`POST ${messagesPath}`]: (body) =>
        message(9, {
          isFromAdmin: false,
          content: String(body.content),
          senderId: 'Nova',
          clientMessageId: String(body.clientMessageId),
        }),
    });
    const { result } = renderHook(() => useGuestChat(true), { wrapper });
    const socket = await connectedSocket({ type: 'auth_success', visitor: true });
    await waitFor(() => expect(result.current.conversation?.id).toBe(CONVERSATION_ID));

    act(() => result.current.send({ text: 'Still there?', image: null }));
    await waitFor(() => expect(socket.sent.at(-1)).toMatchObject({ type: 'send_message' }));
    const frame = socket.sent.at(-1) as { clientMessageId: string; content: string };
    expect(frame).toMatchObject({
      content: 'Still there?',
      clientMessageId: expect.stringMatching(UUID),
    });
    expect(result.current.messages.at(-1)?.delivery).toEqual({ state: 'sending' });

    // The connection drops before the server's acknowledgement.
    act(() => {
      socket.readyState = 3;
      socket.onclose?.({ code: 1006 });
    });
    await waitFor(() =>
      expect(result.current.messages.at(-1)?.delivery).toEqual({
        state: 'failed',
        reason: DELIVERY_TEXT.unconfirmed,
      }),
    );

    // Back online: the socket is not back yet, so a plain request takes it, with the same id.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.messages.map((item) => item.id)).toEqual([9]));
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((post) => (post.body as { clientMessageId: string }).clientMessageId)).toEqual(
      [frame.clientMessageId],
    );
    expect(result.current.messages[0].delivery).toBeUndefined();

    // The socket's return sends nothing again: the message is stored.
    const next = await connectedSocket({ type: 'auth_success', visitor: true });
    expect(next).not.toBe(socket);
    expect(next.sent.filter((sent) => sent.type === 'send_message')).toEqual([]);
  });

  it('becomes the member once another tab signed in and took this chat into theirs', async () => {
    const member = { id: 'u1', username: 'ada', firstName: 'Ada', lastName: null };
    const requests = guestServer({ 'GET /api/user': () => member });
    const { result } = renderHook(() => useGuestChat(true), { wrapper });
    await waitFor(() => expect(result.current.conversation?.id).toBe(CONVERSATION_ID));

    act(() => {
      FakeSocket.last!.receive({
        type: 'conversation_deleted',
        conversationKind: 'anonymous',
        conversationId: CONVERSATION_ID,
        mergedInto: '7f1d2c3b-0000-4000-8000-000000000002',
      });
    });

    await waitFor(() => expect(store().getState().session.user).toEqual(member));
    expect(requests.filter((request) => request.path === '/api/user')).toHaveLength(1);
    expect(result.current.deleted).toBe(false);
  });
});

describe('the member widget session', () => {
  const member = { id: 'u1', username: 'ada', firstName: 'Ada', lastName: null } as UserView;
  const memberConversation = {
    id: CONVERSATION_ID,
    userId: 'u1',
    adminId: null,
    status: 'open',
    subject: 'Support',
    lastMessageAt: '2026-01-01T10:00:00.000Z',
    closedAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
  };

  it('creates the conversation on the first send and says why a refused send failed', async () => {
    const requests = stubServer({
      'GET /api/conversations': () => [],
      'POST /api/conversations': () => memberConversation,
      [`GET /api/conversations/${CONVERSATION_ID}/messages`]: () => [],
    });
    const { result } = renderHook(() => useMemberChat(member, true), { wrapper });
    expect(result.current.chatAs).toBe('Ada');

    act(() => result.current.send({ text: 'help', image: null }));

    await waitFor(() =>
      expect(result.current.messages.at(-1)?.delivery).toEqual({
        state: 'failed',
        reason: `${DELIVERY_TEXT.refused} This conversation is no longer available.`,
      }),
    );
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(
      expect.arrayContaining(['POST /api/conversations', 'POST /api/messages']),
    );
    expect(requests.find((request) => request.path === '/api/messages')?.body).toEqual({
      conversationId: CONVERSATION_ID,
      content: 'help',
      messageType: 'text',
      imageUrl: null,
      isFromAdmin: false,
      clientMessageId: expect.stringMatching(UUID),
    });
    expect(result.current.messages.map((item) => item.content)).toEqual(['help']);
    expect(result.current.busy).toBe(false);
  });

  it('keeps a refused message with its reason after a reload, unsent, and for this member only', async () => {
    stubServer({
      'GET /api/conversations': () => [],
      'POST /api/conversations': () => memberConversation,
      [`GET /api/conversations/${CONVERSATION_ID}/messages`]: () => [],
      'POST /api/messages': () =>
        Response.json(
          { statusCode: 429, message: 'Too many requests' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
    });
    const before = renderHook(() => useMemberChat(member, true), { wrapper });
    act(() => before.result.current.send({ text: 'too fast', image: null }));
    const refused = {
      state: 'failed',
      reason: `${DELIVERY_TEXT.refused} You are sending too fast. Please wait 30 s and try again.`,
    };
    await waitFor(() => expect(before.result.current.messages.at(-1)?.delivery).toEqual(refused));
    before.unmount();

    // Sent again, it would show as sending at once.
    const again = renderHook(() => useMemberChat(member, true), { wrapper });
    expect(again.result.current.messages).toMatchObject([
      { content: 'too fast', delivery: refused },
    ]);
    again.unmount();
    const other = { ...member, id: 'u2', username: 'bob' } as UserView;
    const { result } = renderHook(() => useMemberChat(other, true), { wrapper });
    expect(result.current.messages).toEqual([]);
  });
});
