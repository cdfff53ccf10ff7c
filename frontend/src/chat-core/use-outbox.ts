import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { sendFailure } from '@/lib/chat/send-failure';
import type { ChatMessage } from '@/realtime/chat-message';
import { newClientMessageId } from '@/realtime/send-message';
import { useRealtimeEvents } from '@/realtime/use-realtime';
import type { ChatRef } from './chat-channels';
import {
  outboxReducer,
  threadWithOutbox,
  waitingForConnection,
  type OutboxAction,
  type OutboxEntry,
  type OutboxWriter,
} from './outbox';
import { keepOutboxChange, restoreOutbox, sendsAgainOnRestore } from './outbox-store';

/** What the writer sent: the composer's text and image, and where support's reply goes. */
export interface WrittenMessage {
  text: string;
  image: File | null;
  to?: ChatRef;
}

/**
 * One attempt to store `entry`, answering its stored copy. `onUploaded` keeps an uploaded
 * image's URL, so a later attempt sends it without uploading it again.
 */
export type Deliver = (
  entry: OutboxEntry,
  onUploaded: (imageUrl: string) => void,
) => Promise<ChatMessage>;

/** Ids of the thread's bubbles not stored yet: negative, so never a stored message's. */
let heldCount = 0;

function readPreview(image: File, done: (url: string) => void): void {
  const reader = new FileReader();
  reader.onload = () => {
    if (typeof reader.result === 'string') done(reader.result);
  };
  reader.readAsDataURL(image);
}

function nextLocalId(): number {
  heldCount += 1;
  return -heldCount;
}

/**
 * The writer's messages until the server has them: each written message is shown at once and
 * sent, one at a time in the order written, under one clientMessageId for every attempt. A
 * failed one waits with its reason for Retry; one that failed for want of a connection is sent
 * again by itself when the socket is back (`auth_success`) or the browser is online again.
 * They are kept in the browser under `owner` (who writes them): after a reload they show again
 * and those not refused are sent again. A null owner keeps nothing.
 */
export function useOutbox(deliver: Deliver, owner: string | null) {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  /** The entries as of the last change, for the sends (which run between renders). */
  const latest = useRef(entries);
  /** Whose entries `latest` holds: a send queued for an earlier writer finds nothing to send. */
  const heldFor = useRef<string | null>(null);
  const dispatch = useCallback((action: OutboxAction) => {
    const previous = latest.current;
    const next = outboxReducer(previous, action);
    if (next === previous) return;
    latest.current = next;
    setEntries(next);
    if (heldFor.current) keepOutboxChange(heldFor.current, previous, next);
  }, []);
  const deliverRef = useRef(deliver);
  useEffect(() => {
    deliverRef.current = deliver;
  });
  const inFlight = useRef(new Set<string>());
  const queue = useRef<Promise<void>>(Promise.resolve());

  const attempt = useCallback(
    (id: string) => {
      if (inFlight.current.has(id)) return;
      inFlight.current.add(id);
      dispatch({ type: 'sending', clientMessageId: id });
      queue.current = queue.current.then(async () => {
        const current = latest.current.find((held) => held.clientMessageId === id);
        try {
          // Its stored copy may have arrived meanwhile (a late acknowledgement, a catch-up).
          if (!current || current.stored) return;
          const message = await deliverRef.current(current, (imageUrl) =>
            dispatch({ type: 'uploaded', clientMessageId: id, imageUrl }),
          );
          dispatch({ type: 'stored', clientMessageId: id, message });
        } catch (error) {
          dispatch({ type: 'failed', clientMessageId: id, failure: sendFailure(error) });
        } finally {
          inFlight.current.delete(id);
        }
      });
    },
    [dispatch],
  );

  const write = useCallback(
    ({ text, image, to }: WrittenMessage) => {
      const content = text.trim();
      if (!content && !image) return;
      const entry: OutboxEntry = {
        clientMessageId: newClientMessageId(),
        localId: nextLocalId(),
        to,
        content,
        image,
        imageUrl: null,
        previewUrl: null,
        createdAt: new Date().toISOString(),
        delivery: { state: 'sending' },
        retryWhenOnline: false,
      };
      dispatch({ type: 'written', entry });
      if (image) {
        readPreview(image, (previewUrl) =>
          dispatch({ type: 'previewed', clientMessageId: entry.clientMessageId, previewUrl }),
        );
      }
      attempt(entry.clientMessageId);
    },
    [attempt, dispatch],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      attempt(clientMessageId);
    },
    [attempt],
  );

  useEffect(() => {
    const restored = owner ? restoreOutbox(owner) : [];
    heldFor.current = owner;
    latest.current = restored.map((entry) => ({ ...entry, localId: nextLocalId() }));
    setEntries(latest.current);
    for (const entry of restored) {
      if (sendsAgainOnRestore(entry)) attempt(entry.clientMessageId);
    }
  }, [attempt, owner]);

  const sendWaiting = useCallback(() => {
    for (const entry of waitingForConnection(latest.current)) attempt(entry.clientMessageId);
  }, [attempt]);
  useRealtimeEvents((event) => {
    if (event.type === 'auth_success') sendWaiting();
  });
  useEffect(() => {
    window.addEventListener('online', sendWaiting);
    return () => window.removeEventListener('online', sendWaiting);
  }, [sendWaiting]);

  /** The conversation's messages as they now stand: the entries they carry are done. */
  const settle = useCallback(
    (messages: readonly ChatMessage[]) => dispatch({ type: 'settled', messages }),
    [dispatch],
  );

  /** An image is on its way: the composer shows it uploading (SPEC §2, §4). */
  const sendingImage = entries.some(
    (entry) => entry.image && !entry.stored && entry.delivery.state === 'sending',
  );

  return { entries, write, retry, settle, sendingImage };
}

export type Outbox = ReturnType<typeof useOutbox>;

/** A conversation's thread with the outbox's messages in it; the entries it carries are done. */
export function useOutboxThread(
  outbox: Outbox,
  messages: readonly ChatMessage[],
  writer: OutboxWriter,
): readonly ChatMessage[] {
  const { entries, settle } = outbox;
  const { conversationId, isFromAdmin, senderId } = writer;
  useEffect(() => {
    settle(messages);
  }, [messages, settle]);
  return useMemo(
    () => threadWithOutbox(messages, entries, { conversationId, isFromAdmin, senderId }),
    [conversationId, entries, isFromAdmin, messages, senderId],
  );
}
