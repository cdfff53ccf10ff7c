// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_TEXT } from '@club/contracts';
import { chatMessage } from '@/test/chat-message-fixture';
import { outboxReducer, type OutboxAction, type OutboxEntry } from './outbox';
import {
  forgetOutboxesOf,
  keepOutboxChange,
  moveKeptOutbox,
  OUTBOX_MAX_AGE_MS,
  OUTBOX_MAX_ENTRIES,
  outboxStorageKey,
  restoreOutbox,
  sendsAgainOnRestore,
} from './outbox-store';

const NOW = Date.parse('2026-01-01T12:00:00.000Z');
const ADA = 'user:u1';

function written(clientMessageId: string, content: string, minutesAgo = 1): OutboxEntry {
  return {
    clientMessageId,
    localId: -1,
    content,
    image: null,
    imageUrl: null,
    previewUrl: null,
    createdAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
    delivery: { state: 'sending' },
    retryWhenOnline: false,
  };
}

/** Runs `actions` on `entries`, keeping each change for `owner` as the outbox does. */
function change(owner: string, entries: OutboxEntry[], ...actions: OutboxAction[]) {
  return actions.reduce((previous, action) => {
    const next = outboxReducer(previous, action);
    keepOutboxChange(owner, previous, next, NOW);
    return next;
  }, entries);
}

function bytesOf(file: File): Promise<number[]> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.readAsArrayBuffer(file);
  });
}

const contents = (owner: string) => restoreOutbox(owner, NOW).map((entry) => entry.content);

beforeEach(() => {
  localStorage.clear();
});

describe('the outbox kept in the browser', () => {
  it('gives back a message not stored yet to its writer only', () => {
    change(ADA, [], { type: 'written', entry: written('a', 'Are you there?') });

    expect(restoreOutbox(ADA, NOW)).toEqual([
      {
        clientMessageId: 'a',
        to: undefined,
        content: 'Are you there?',
        image: null,
        imageUrl: null,
        previewUrl: null,
        createdAt: '2026-01-01T11:59:00.000Z',
        delivery: { state: 'sending' },
        retryWhenOnline: false,
      },
    ]);
    expect(restoreOutbox('user:u2', NOW)).toEqual([]);
    expect(restoreOutbox('guest:Nova', NOW)).toEqual([]);
  });

  it('drops a message once the server has stored it, and keeps the others', () => {
    const entries = change(
      ADA,
      [],
      { type: 'written', entry: written('a', 'first', 2) },
      { type: 'written', entry: written('b', 'second') },
    );
    const stored = chatMessage(9, { content: 'first', clientMessageId: 'a' });
    const after = change(ADA, entries, { type: 'stored', clientMessageId: 'a', message: stored });
    expect(contents(ADA)).toEqual(['second']);

    change(ADA, after, { type: 'settled', messages: [chatMessage(10, { clientMessageId: 'b' })] });
    expect(localStorage.getItem(outboxStorageKey(ADA))).toBeNull();
  });

  it('keeps a refused message with its reason, and only the others go again by themselves', () => {
    const refused = {
      reason: `${DELIVERY_TEXT.refused} You are sending too fast.`,
      retryWhenOnline: false,
    };
    const offline = { reason: DELIVERY_TEXT.offline, retryWhenOnline: true };
    change(
      ADA,
      [],
      { type: 'written', entry: written('a', 'refused', 3) },
      { type: 'written', entry: written('b', 'offline', 2) },
      { type: 'written', entry: written('c', 'on its way') },
      { type: 'failed', clientMessageId: 'a', failure: refused },
      { type: 'failed', clientMessageId: 'b', failure: offline },
    );

    const restored = restoreOutbox(ADA, NOW);
    expect(restored.map((entry) => [entry.delivery, sendsAgainOnRestore(entry)])).toEqual([
      [{ state: 'failed', reason: refused.reason }, false],
      [{ state: 'failed', reason: offline.reason }, true],
      [{ state: 'sending' }, true],
    ]);
  });

  it("hands a renamed guest's unsent messages to the new name, after any that name kept", () => {
    change('guest:Nova', [], {
      type: 'written',
      entry: written('n', 'kept under the new name', 5),
    });
    change('guest:Guest-1', [], {
      type: 'written',
      entry: written('g', 'written before the rename'),
    });

    moveKeptOutbox('guest:Guest-1', 'guest:Nova', NOW);

    expect(contents('guest:Nova')).toEqual([
      'kept under the new name',
      'written before the rename',
    ]);
    expect(contents('guest:Guest-1')).toEqual([]);
  });

  it("forgets a signed-out account's messages, as a member and as an admin, and no one else's", () => {
    change(ADA, [], { type: 'written', entry: written('a', 'as a member') });
    change('admin:u1', [], { type: 'written', entry: written('b', 'as an admin') });
    change('user:u2', [], { type: 'written', entry: written('c', 'another member') });

    forgetOutboxesOf('u1');

    expect(contents(ADA)).toEqual([]);
    expect(contents('admin:u1')).toEqual([]);
    expect(contents('user:u2')).toEqual(['another member']);
  });

  it('leaves alone what another tab of the same writer keeps', () => {
    change(ADA, [], { type: 'written', entry: written('other-tab', 'from the other tab', 5) });

    const mine = change(ADA, [], { type: 'written', entry: written('mine', 'from this tab') });
    change(ADA, mine, {
      type: 'stored',
      clientMessageId: 'mine',
      message: chatMessage(3, { clientMessageId: 'mine' }),
    });
    expect(contents(ADA)).toEqual(['from the other tab']);
  });

  it('ignores storage it cannot read and keeps the readable entries of a damaged list', () => {
    const key = outboxStorageKey(ADA);
    localStorage.setItem(key, '{not json');
    expect(restoreOutbox(ADA, NOW)).toEqual([]);
    localStorage.setItem(key, JSON.stringify({ clientMessageId: 'a' }));
    expect(restoreOutbox(ADA, NOW)).toEqual([]);

    const good = {
      clientMessageId: 'good',
      content: 'readable',
      imageUrl: null,
      createdAt: '2026-01-01T11:59:00.000Z',
      delivery: { state: 'sending' },
      retryWhenOnline: false,
    };
    localStorage.setItem(
      key,
      JSON.stringify([
        null,
        'text',
        { ...good, clientMessageId: 7 },
        { ...good, createdAt: 'yesterday' },
        { ...good, delivery: { state: 'lost' } },
        { ...good, to: { channel: 'admin-user' } },
        { ...good, image: { name: 'a.png', type: 'image/png', dataUrl: 'https://x/a.png' } },
        good,
      ]),
    );
    expect(contents(ADA)).toEqual(['readable']);

    // Writing again over a damaged list keeps only what is readable.
    change(ADA, [], { type: 'written', entry: written('next', 'next') });
    expect(JSON.parse(localStorage.getItem(key)!)).toHaveLength(2);
  });

  it('forgets messages older than a day and keeps the newest when there are too many', () => {
    change(
      ADA,
      [],
      { type: 'written', entry: written('old', 'old', OUTBOX_MAX_AGE_MS / 60_000 + 1) },
      ...Array.from({ length: OUTBOX_MAX_ENTRIES + 1 }, (_, index) => ({
        type: 'written' as const,
        entry: written(`m${index}`, `m${index}`, OUTBOX_MAX_ENTRIES + 1 - index),
      })),
    );

    const kept = contents(ADA);
    expect(kept).toHaveLength(OUTBOX_MAX_ENTRIES);
    expect(kept[0]).toBe('m1');
    expect(kept.at(-1)).toBe(`m${OUTBOX_MAX_ENTRIES}`);
  });

  it('keeps an image as its preview and gives it back as a file, and support replies with their conversation', async () => {
    const to = { channel: 'admin-anonymous' as const, conversationId: 'c7' };
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
    const entries = change(ADA, [], {
      type: 'written',
      entry: { ...written('img', 'look'), image, to },
    });
    expect(restoreOutbox(ADA, NOW)).toEqual([]);

    change(ADA, entries, {
      type: 'previewed',
      clientMessageId: 'img',
      previewUrl: 'data:image/png;base64,iVBORw==',
    });
    const [restored] = restoreOutbox(ADA, NOW);
    expect(restored.to).toEqual(to);
    expect(restored.previewUrl).toBe('data:image/png;base64,iVBORw==');
    expect(restored.image).toBeInstanceOf(File);
    expect(restored.image?.name).toBe('shot.png');
    expect(restored.image?.type).toBe('image/png');
    expect(await bytesOf(restored.image!)).toEqual([137, 80, 78, 71]);
  });
});
