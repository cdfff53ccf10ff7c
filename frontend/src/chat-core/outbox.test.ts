import { describe, expect, it } from 'vitest';
import { DELIVERY_TEXT } from '@club/contracts';
import { chatMessage as message } from '@/test/chat-message-fixture';
import type { ChatMessage } from '@/realtime/chat-message';
import {
  outboxReducer,
  threadWithOutbox,
  waitingForConnection,
  type OutboxAction,
  type OutboxEntry,
} from './outbox';

const WRITER = { conversationId: 'c1', isFromAdmin: false, senderId: null };

function written(clientMessageId: string, content: string, localId: number): OutboxEntry {
  return {
    clientMessageId,
    localId,
    content,
    image: null,
    imageUrl: null,
    previewUrl: null,
    createdAt: '2026-01-01T10:05:00.000Z',
    delivery: { state: 'sending' },
    retryWhenOnline: false,
  };
}

const offline = { reason: DELIVERY_TEXT.offline, retryWhenOnline: true };

function run(actions: OutboxAction[]): OutboxEntry[] {
  return actions.reduce(outboxReducer, []);
}

/** What the thread shows: each bubble's text and state ('sending', 'failed' or its id). */
function shown(messages: readonly ChatMessage[], entries: OutboxEntry[]) {
  return threadWithOutbox(messages, entries, WRITER).map(
    (item) => `${item.content}:${item.delivery?.state ?? item.id}`,
  );
}

describe('the outbox in the thread', () => {
  const earlier = [message(1, { content: 'Hi', isFromAdmin: true })];

  it('shows a written message at once, last, as sending', () => {
    const entries = run([{ type: 'written', entry: written('m-1', 'Where is my deposit?', -1) }]);
    expect(shown(earlier, entries)).toEqual(['Hi:1', 'Where is my deposit?:sending']);
  });

  it("becomes the server's copy with the same clientMessageId: one message, not two", () => {
    let entries = run([{ type: 'written', entry: written('m-1', 'Where is my deposit?', -1) }]);
    const echo = message(2, { content: 'Where is my deposit?', clientMessageId: 'm-1' });
    // The socket's event reaches the cached messages first, before the send's own answer.
    expect(shown([...earlier, echo], entries)).toEqual(['Hi:1', 'Where is my deposit?:2']);

    entries = outboxReducer(entries, { type: 'stored', clientMessageId: 'm-1', message: echo });
    expect(shown([...earlier, echo], entries)).toEqual(['Hi:1', 'Where is my deposit?:2']);
    // The answer first: its copy shows until the cached messages carry it.
    expect(shown(earlier, entries)).toEqual(['Hi:1', 'Where is my deposit?:2']);

    entries = outboxReducer(entries, { type: 'settled', messages: [...earlier, echo] });
    expect(entries).toEqual([]);
  });

  it('fails with its reason, then goes again and is stored: failed → retry → sent', () => {
    let entries = run([
      { type: 'written', entry: written('m-1', 'Hello?', -1) },
      { type: 'failed', clientMessageId: 'm-1', failure: offline },
    ]);
    const [failed] = threadWithOutbox(earlier, entries, WRITER).slice(-1);
    expect(failed.delivery).toEqual({ state: 'failed', reason: DELIVERY_TEXT.offline });
    expect(failed.clientMessageId).toBe('m-1');
    expect(waitingForConnection(entries).map((entry) => entry.clientMessageId)).toEqual(['m-1']);

    entries = outboxReducer(entries, { type: 'sending', clientMessageId: 'm-1' });
    expect(shown(earlier, entries)).toEqual(['Hi:1', 'Hello?:sending']);
    expect(waitingForConnection(entries)).toEqual([]);

    const stored = message(2, { content: 'Hello?', clientMessageId: 'm-1' });
    entries = outboxReducer(entries, { type: 'stored', clientMessageId: 'm-1', message: stored });
    expect(shown([...earlier, stored], entries)).toEqual(['Hi:1', 'Hello?:2']);
  });

  it('takes a late acknowledgement over the failure: the server had it all along', () => {
    const entries = run([
      { type: 'written', entry: written('m-1', 'Sent while offline', -1) },
      { type: 'failed', clientMessageId: 'm-1', failure: offline },
    ]);
    const late = message(2, { content: 'Sent while offline', clientMessageId: 'm-1' });
    const thread = threadWithOutbox([...earlier, late], entries, WRITER);
    expect(thread.map((item) => item.id)).toEqual([1, 2]);
    expect(thread.some((item) => item.delivery)).toBe(false);
    // An attempt still under way that fails afterwards changes nothing of the stored copy.
    const after = outboxReducer(
      outboxReducer(entries, { type: 'stored', clientMessageId: 'm-1', message: late }),
      { type: 'failed', clientMessageId: 'm-1', failure: offline },
    );
    expect(shown(earlier, after)).toEqual(['Hi:1', 'Sent while offline:2']);
  });

  it('lines stored copies up by id whatever order their answers come in', () => {
    let entries = run([
      { type: 'written', entry: written('m-1', 'first', -1) },
      { type: 'written', entry: written('m-2', 'second', -2) },
    ]);
    const second = message(3, { content: 'second', clientMessageId: 'm-2' });
    const first = message(2, { content: 'first', clientMessageId: 'm-1' });
    entries = outboxReducer(entries, { type: 'stored', clientMessageId: 'm-2', message: second });
    expect(shown(earlier, entries)).toEqual(['Hi:1', 'second:3', 'first:sending']);

    entries = outboxReducer(entries, { type: 'stored', clientMessageId: 'm-1', message: first });
    expect(shown(earlier, entries)).toEqual(['Hi:1', 'first:2', 'second:3']);
    expect(shown([...earlier, first, second], entries)).toEqual(['Hi:1', 'first:2', 'second:3']);
  });

  it("shows support's replies only in the thread of the conversation they go to", () => {
    const entry = {
      ...written('r-1', 'On its way', -1),
      to: { channel: 'admin-user' as const, conversationId: 'c2' },
    };
    const entries = run([{ type: 'written', entry }]);
    const admin = { conversationId: 'c2', isFromAdmin: true, senderId: 'admin-1' };
    const [reply] = threadWithOutbox([], entries, admin);
    expect(reply).toMatchObject({ conversationId: 'c2', isFromAdmin: true, senderId: 'admin-1' });
    expect(threadWithOutbox(earlier, entries, { ...admin, conversationId: 'c1' })).toBe(earlier);
  });

  it('leaves the thread as it was when nothing is held', () => {
    expect(threadWithOutbox(earlier, [], WRITER)).toBe(earlier);
    const unchanged = run([]);
    expect(outboxReducer(unchanged, { type: 'settled', messages: earlier })).toBe(unchanged);
  });
});
