import type { UnknownAction } from '@reduxjs/toolkit';
import type { InboxList, MessagesReadEvent, ServerEvent } from '@club/contracts';
import { mergeMessages, type ChatMessage } from '@/realtime/chat-message';
import { subscribeRealtime } from '@/realtime/realtime-client';
import { withUpdatedPaymentRequest } from './payment-request-patch';

interface MessageStream {
  list: InboxList;
  conversationId: string;
  dispatch: (action: UnknownAction) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: (draft: ChatMessage[]) => ChatMessage[] | void) => unknown;
  /** Fetches what was missed (the query asks `?after=<last id>` and merges it). */
  catchUp: () => void;
  /** A widget's own rule for dropping copies beyond the same id. */
  isDuplicate?: (existing: readonly ChatMessage[], incoming: ChatMessage) => boolean;
}

/**
 * Feeds a conversation's socket events into its cached message list for as long as the cache
 * entry lives (the `onCacheEntryAdded` of a messages query): new messages, read marks and payment
 * requests' changes. Events that arrive before the first load are kept and applied after it;
 * every (re)authentication of the socket triggers a catch-up, so a reconnect loses nothing, and
 * merging by id shows nothing twice.
 */
export async function streamMessagesIntoCache(stream: MessageStream): Promise<void> {
  let loaded = false;
  let deleted = false;
  const early: ServerEvent[] = [];

  const apply = (event: ServerEvent) => {
    if (
      event.type === 'conversation_deleted' &&
      event.conversationKind === stream.list &&
      event.conversationId === stream.conversationId
    ) {
      // Support deleted it: its messages are gone, and a catch-up would only get a 404.
      deleted = true;
      stream.updateCachedData(() => []);
      return;
    }
    if (event.type === 'auth_success') {
      if (!deleted) stream.catchUp();
      return;
    }
    if (
      event.type === 'messages_read' &&
      event.conversationKind === stream.list &&
      event.conversationId === stream.conversationId
    ) {
      stream.updateCachedData((draft) => markedRead(draft, event));
      return;
    }
    if (event.type === 'payment_request_updated') {
      // Matched by the request alone: one that moved with a visitor's history into a member's
      // chat is named there, and its copy in the visitor's list changes with it.
      stream.updateCachedData((draft) => withUpdatedPaymentRequest(draft, event.request));
      return;
    }
    if (
      event.type !== 'new_message' ||
      event.conversationKind !== stream.list ||
      event.message.conversationId !== stream.conversationId
    ) {
      return;
    }
    stream.updateCachedData((draft) =>
      stream.isDuplicate?.(draft, event.message) ? draft : mergeMessages(draft, [event.message]),
    );
  };

  const unsubscribe = subscribeRealtime(stream.dispatch, (event) => {
    if (loaded) apply(event);
    else early.push(event);
  });
  try {
    await stream.cacheDataLoaded;
    loaded = true;
    early.splice(0).forEach(apply);
  } catch {
    // The entry went away before its first load.
  }
  await stream.cacheEntryRemoved;
  unsubscribe();
}

/** The other side read this side's messages up to `upToId`: they carry the read time ("Seen"). */
function markedRead(draft: ChatMessage[], event: MessagesReadEvent): void {
  const readSupportMessages = event.reader === 'customer';
  for (const message of draft) {
    if (
      message.isFromAdmin === readSupportMessages &&
      message.id > 0 &&
      message.id <= event.upToId &&
      !message.readAt
    )
      message.readAt = event.readAt;
  }
}
