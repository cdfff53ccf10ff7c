import type { SendFailure } from '@/lib/chat/send-failure';
import type { ChatRef } from './chat-channels';
import { mergeMessages, type ChatMessage, type Delivery } from '@/realtime/chat-message';

/**
 * A message its writer sent, held by the browser until the server has stored it. Every attempt
 * (socket, plain request, a retry after a reconnect, the Retry button) carries its one
 * `clientMessageId`, so the server stores it once however often it is sent.
 */
export interface OutboxEntry {
  clientMessageId: string;
  /** Its id in the thread until the stored copy replaces it (negative: never a stored id). */
  localId: number;
  /** Where the writer has many conversations (support): the one it goes to. */
  to?: ChatRef;
  content: string;
  image: File | null;
  /** The image once uploaded, so a retry does not upload it again. */
  imageUrl: string | null;
  /** The image as a data URL, shown in the thread until it is stored. */
  previewUrl: string | null;
  createdAt: string;
  delivery: Delivery;
  /** It failed for want of a connection or an answer: sent again by itself once reconnected. */
  retryWhenOnline: boolean;
  /** The server's answer, shown until the conversation's own messages carry it. */
  stored?: ChatMessage;
}

export type OutboxAction =
  | { type: 'written'; entry: OutboxEntry }
  | { type: 'previewed'; clientMessageId: string; previewUrl: string }
  | { type: 'sending'; clientMessageId: string }
  | { type: 'uploaded'; clientMessageId: string; imageUrl: string }
  | { type: 'failed'; clientMessageId: string; failure: SendFailure }
  | { type: 'stored'; clientMessageId: string; message: ChatMessage }
  /** The conversation's messages as they now stand: entries they carry are done. */
  | { type: 'settled'; messages: readonly ChatMessage[] };

function changed(
  entries: OutboxEntry[],
  clientMessageId: string,
  change: (entry: OutboxEntry) => OutboxEntry,
): OutboxEntry[] {
  const index = entries.findIndex((entry) => entry.clientMessageId === clientMessageId);
  if (index < 0) return entries;
  const next = [...entries];
  next[index] = change(entries[index]);
  return next;
}

/** True when `messages` carry the entry's stored copy (by its clientMessageId or its id). */
function isIn(entry: OutboxEntry, clientIds: Set<string>, ids: Set<number>): boolean {
  return (
    clientIds.has(entry.clientMessageId) || (entry.stored !== undefined && ids.has(entry.stored.id))
  );
}

function clientIdsOf(messages: readonly ChatMessage[]): Set<string> {
  const ids = new Set<string>();
  for (const message of messages) if (message.clientMessageId) ids.add(message.clientMessageId);
  return ids;
}

export function outboxReducer(entries: OutboxEntry[], action: OutboxAction): OutboxEntry[] {
  switch (action.type) {
    case 'written':
      return [...entries, action.entry];
    case 'previewed':
      return changed(entries, action.clientMessageId, (entry) => ({
        ...entry,
        previewUrl: action.previewUrl,
      }));
    case 'sending':
      return changed(entries, action.clientMessageId, (entry) =>
        entry.stored ? entry : { ...entry, delivery: { state: 'sending' }, retryWhenOnline: false },
      );
    case 'uploaded':
      return changed(entries, action.clientMessageId, (entry) => ({
        ...entry,
        imageUrl: action.imageUrl,
      }));
    case 'failed':
      // A copy already stored (a late acknowledgement of an earlier attempt) stays stored.
      return changed(entries, action.clientMessageId, (entry) =>
        entry.stored
          ? entry
          : {
              ...entry,
              delivery: { state: 'failed', reason: action.failure.reason },
              retryWhenOnline: action.failure.retryWhenOnline,
            },
      );
    case 'stored':
      return changed(entries, action.clientMessageId, (entry) => ({
        ...entry,
        stored: action.message,
      }));
    case 'settled': {
      const clientIds = clientIdsOf(action.messages);
      const ids = new Set(action.messages.map((message) => message.id));
      const left = entries.filter((entry) => !isIn(entry, clientIds, ids));
      return left.length === entries.length ? entries : left;
    }
  }
}

/** Whose the outbox's messages are, and which conversation the thread shows. */
export interface OutboxWriter {
  conversationId: string | undefined;
  isFromAdmin: boolean;
  senderId: string | null;
}

function heldMessage(entry: OutboxEntry, writer: OutboxWriter): ChatMessage {
  const imageUrl = entry.imageUrl ?? entry.previewUrl;
  return {
    id: entry.localId,
    conversationId: entry.to?.conversationId ?? writer.conversationId ?? '',
    senderId: writer.senderId,
    content: entry.content,
    messageType: entry.image ? 'image' : 'text',
    imageUrl,
    isFromAdmin: writer.isFromAdmin,
    readAt: null,
    createdAt: entry.createdAt,
    clientMessageId: entry.clientMessageId,
    delivery: entry.delivery,
  };
}

/**
 * The thread as the writer sees it: the conversation's stored messages, then each of the
 * writer's messages the server has not confirmed, in the order written, as one bubble that
 * becomes its stored copy (matched by clientMessageId) whichever way that copy arrives first:
 * the send's answer, the socket's event or a catch-up after a reconnect. The stored ones keep
 * their ids' order, so answers arriving out of order still line up.
 */
export function threadWithOutbox(
  messages: readonly ChatMessage[],
  entries: readonly OutboxEntry[],
  writer: OutboxWriter,
): readonly ChatMessage[] {
  if (entries.length === 0) return messages;
  const clientIds = clientIdsOf(messages);
  const ids = new Set(messages.map((message) => message.id));
  const shown = entries.filter(
    (entry) =>
      !isIn(entry, clientIds, ids) &&
      (entry.to === undefined || entry.to.conversationId === writer.conversationId),
  );
  const answered = shown.flatMap((entry) =>
    entry.stored && entry.stored.conversationId === writer.conversationId ? [entry.stored] : [],
  );
  const held = shown.filter((entry) => !entry.stored).map((entry) => heldMessage(entry, writer));
  if (answered.length === 0 && held.length === 0) return messages;
  return [...(answered.length > 0 ? mergeMessages(messages, answered) : messages), ...held];
}

/** The entries a reconnect sends again: those that failed for want of a connection. */
export function waitingForConnection(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.filter(
    (entry) => !entry.stored && entry.delivery.state === 'failed' && entry.retryWhenOnline,
  );
}
