import type { UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryMeta, InfiniteData } from '@reduxjs/toolkit/query';
import { api } from '@/api/api';
import { adminConversationPath } from '@/chat-core/chat-channels';
import { subscribeRealtime } from '@/realtime/realtime-client';
import {
  ADMIN_LIST_DEFAULT_LIMIT,
  type AdminConversationView,
  type ChatStatsView,
  type ConversationStatus,
  type InboxList,
} from '@club/contracts';
import { type ConversationPage, type ConversationRef, type ListFilter } from './admin-inbox-types';
import { applyConversationUpdate, applyNewMessage, removeConversation } from './conversation-pages';
import { ListChangeReplay } from './list-change-replay';

const LIST_PATHS: Record<InboxList, string> = {
  user: '/admin/conversations',
  anonymous: '/admin/anonymous-conversations',
};

/** One page of one inbox list, searched and filtered. */
export interface ListPageQuery extends ListFilter {
  list: InboxList;
}

function listQuery(
  { list, search, status, assignee, unreadOnly }: ListPageQuery,
  cursor: string | null,
) {
  const params: Record<string, string | number> = { limit: ADMIN_LIST_DEFAULT_LIMIT };
  if (search.trim()) params.search = search.trim();
  if (status) params.status = status;
  if (assignee !== 'all') params.assignee = assignee;
  if (unreadOnly) params.unread = 'true';
  if (cursor) params.cursor = cursor;
  return { url: LIST_PATHS[list], params };
}

/**
 * Keeps a list's cached pages current from the socket: a new message moves its conversation
 * on (an unknown one makes the list refetch), conversation_updated replaces the item (or adds
 * it to the unfiltered list), conversation_deleted removes it. A list filtered by assignee or
 * unread refetches on a change, which may move a conversation in or out of it.
 */
async function streamListUpdates(
  query: ListPageQuery,
  lifecycle: {
    dispatch: (action: UnknownAction) => unknown;
    cacheDataLoaded: Promise<unknown>;
    cacheEntryRemoved: Promise<unknown>;
    updateCachedData: (
      recipe: (draft: InfiniteData<ConversationPage, string | null>) => void,
    ) => unknown;
  },
): Promise<void> {
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return;
  }
  const { list, search, status, assignee, unreadOnly } = query;
  const byDesk = assignee !== 'all' || unreadOnly;
  const unfiltered = !search.trim() && !status && !byDesk;
  const key = replayKeyOf(query);
  const refetch = () =>
    lifecycle.dispatch(adminInboxApi.util.invalidateTags(['AdminConversations']));
  const apply = (change: (pages: ConversationPage[]) => void) => {
    lifecycle.updateCachedData((draft) => change(draft.pages));
    changes.record(key, change);
  };
  const unsubscribe = subscribeRealtime(lifecycle.dispatch, (event) => {
    if (!('conversationKind' in event) || event.conversationKind !== list) return;
    if (event.type === 'new_message') {
      let known = false;
      lifecycle.updateCachedData((draft) => {
        known = applyNewMessage(draft.pages, event);
      });
      // Laid again over a later answer, the message must not count as unread twice.
      changes.record(key, (pages) => applyNewMessage(pages, event, { countUnread: false }));
      if ((!known && unfiltered) || byDesk) refetch();
    }
    if (event.type === 'conversation_updated') {
      apply((pages) => applyConversationUpdate(pages, event.conversation, unfiltered));
      if (byDesk) refetch();
    }
    if (event.type === 'conversation_deleted') {
      apply((pages) => removeConversation(pages, event.conversationId));
    }
  });
  await lifecycle.cacheEntryRemoved;
  unsubscribe();
  changes.forget(key);
}

/** Socket changes of the cached lists, laid again over an answer whose request began before them. */
const changes = new ListChangeReplay();

function replayKeyOf({ list, search, status, assignee, unreadOnly }: ListPageQuery): string {
  return JSON.stringify([list, search, status, assignee, unreadOnly]);
}

/** The admin inbox (SPEC §2, §4, §6): both lists, stats and the admin's conversation actions. */
export const adminInboxApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminConversations', 'ChatStats'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getChatStats: build.query<ChatStatsView, void>({
        query: () => '/admin/chat-stats',
        providesTags: ['ChatStats'],
      }),
      /** One inbox list, page by page (the X-Next-Cursor header names the next). */
      getAdminConversations: build.infiniteQuery<ConversationPage, ListPageQuery, string | null>({
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (last) => last.nextCursor,
        },
        query: ({ queryArg, pageParam }) => listQuery(queryArg, pageParam),
        transformResponse: (
          items: AdminConversationView[],
          meta: FetchBaseQueryMeta | undefined,
        ) => ({
          items,
          nextCursor: meta?.response?.headers.get('X-Next-Cursor') ?? null,
        }),
        providesTags: ['AdminConversations'],
        async onQueryStarted(query, { queryFulfilled, updateCachedData }) {
          const since = performance.now();
          if (
            !(await queryFulfilled.then(
              () => true,
              () => false,
            ))
          )
            return;
          updateCachedData((draft) => changes.replay(replayKeyOf(query), since, draft.pages));
        },
        onCacheEntryAdded: streamListUpdates,
      }),
      setMemberNickname: build.mutation<unknown, { userId: string; nickname: string }>({
        query: ({ userId, nickname }) => ({
          url: `/admin/users/${userId}/nickname`,
          method: 'PATCH',
          body: { nickname },
        }),
        invalidatesTags: ['AdminConversations'],
      }),
      setVisitorName: build.mutation<unknown, { id: string; displayName: string }>({
        query: ({ id, displayName }) => ({
          url: `/admin/anonymous-conversations/${id}/name`,
          method: 'PATCH',
          body: { displayName },
        }),
        invalidatesTags: ['AdminConversations'],
      }),
      setConversationStatus: build.mutation<void, ConversationRef & { status: ConversationStatus }>(
        {
          query: ({ status, ...ref }) => ({
            url: `${adminConversationPath(ref.list, ref.id)}/status`,
            method: 'PATCH',
            body: { status },
          }),
          invalidatesTags: ['AdminConversations', 'ChatStats'],
        },
      ),
      deleteConversation: build.mutation<void, ConversationRef>({
        query: (ref) => ({ url: adminConversationPath(ref.list, ref.id), method: 'DELETE' }),
        invalidatesTags: ['AdminConversations', 'ChatStats'],
      }),
    }),
  });

export const {
  useGetChatStatsQuery,
  useGetAdminConversationsInfiniteQuery,
  useSetMemberNicknameMutation,
  useSetVisitorNameMutation,
  useSetConversationStatusMutation,
  useDeleteConversationMutation,
} = adminInboxApi;
