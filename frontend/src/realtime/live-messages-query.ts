import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi, FetchArgs, QueryReturnValue } from '@reduxjs/toolkit/query';
import { cachedDataOf } from './cached-data';
import {
  lastStoredId,
  mergeMessages,
  type ChatMessage,
  type ConversationKind,
} from './chat-message';
import { fetchMessagesAfter } from './fetch-messages';
import { streamMessagesIntoCache } from './stream-messages';

type BaseQuery<E> = (
  args: string | FetchArgs,
) => QueryReturnValue<unknown, E, unknown> | PromiseLike<QueryReturnValue<unknown, E, unknown>>;

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

interface CacheEntryLifecycle {
  dispatch: Dispatch;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: (draft: ChatMessage[]) => ChatMessage[] | void) => unknown;
}

interface LiveMessagesOptions<Arg> {
  /** The messages endpoint of the conversation. */
  path: (arg: Arg) => string;
  /** Which socket events belong to this conversation. */
  conversation: (arg: Arg) => { kind: ConversationKind; conversationId: string };
  /**
   * Dispatches the endpoint's own forced refetch (`…initiate(arg, {forceRefetch: true})`), for
   * catch-up. A block body: the endpoint cannot be named in an expression typed before it exists.
   */
  catchUp: (arg: Arg, dispatch: Dispatch) => void;
  /** Extra query parameters of each fetch (a cache-buster). */
  params?: () => Record<string, string>;
  /** A widget's own rule for dropping copies beyond the same id. */
  withoutDuplicates?: (existing: readonly ChatMessage[], incoming: ChatMessage[]) => ChatMessage[];
}

/**
 * A conversation's messages as a live query: the first fetch loads them all, a refetch asks only
 * for what came after the last stored id and merges it, and socket events stream in between.
 */
export function liveMessagesQuery<Arg>(options: LiveMessagesOptions<Arg>) {
  const dedupe = options.withoutDuplicates ?? ((_existing, incoming) => incoming);
  return {
    queryFn: <E>(
      arg: Arg,
      queryApi: BaseQueryApi,
      _extraOptions: unknown,
      baseQuery: BaseQuery<E>,
    ) =>
      fetchMessagesAfter(
        baseQuery,
        options.path(arg),
        lastStoredId(cachedDataOf<ChatMessage[]>(queryApi)),
        options.params?.(),
      ),
    merge: (current: ChatMessage[], incoming: ChatMessage[]) =>
      mergeMessages(current, dedupe(current, incoming)),
    async onCacheEntryAdded(arg: Arg, lifecycle: CacheEntryLifecycle) {
      await streamMessagesIntoCache({
        ...lifecycle,
        ...options.conversation(arg),
        isDuplicate: options.withoutDuplicates
          ? (existing, message) => dedupe(existing, [message]).length === 0
          : undefined,
        catchUp: () => options.catchUp(arg, lifecycle.dispatch),
      });
    },
  };
}
