import type { UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryMeta, InfiniteData } from '@reduxjs/toolkit/query';
import { api } from '@/api/api';
import { mergeMessages, type ChatMessage } from '@/realtime/chat-message';
import { liveMessagesQuery } from '@/realtime/live-messages-query';
import { subscribeRealtime } from '@/realtime/realtime-client';
import { sendMessage } from '@/realtime/send-message';
import {
  type AdminConversation,
  type AdminMemberConversation,
  type AdminVisitorConversation,
  type ChatStats,
  type ConversationPage,
  type ConversationRef,
  type ConversationStatus,
  type ListFilter,
} from './admin-inbox-types';
import { applyConversationUpdate, applyNewMessage, removeConversation } from './conversation-pages';

const PAGE_SIZE = 50;

export interface AdminReply extends ConversationRef {
  content: string;
  imageUrl: string | null;
  clientMessageId: string;
  adminId: string;
}

function listQuery(path: string, filter: ListFilter, cursor: string | null) {
  const params: Record<string, string | number> = { limit: PAGE_SIZE };
  if (filter.search.trim()) params.search = filter.search.trim();
  if (filter.status) params.status = filter.status;
  if (cursor) params.cursor = cursor;
  return { url: path, params };
}

function toPage<T extends AdminConversation>(
  items: T[],
  meta: FetchBaseQueryMeta | undefined,
): ConversationPage<T> {
  return { items, nextCursor: meta?.response?.headers.get('X-Next-Cursor') ?? null };
}

const pageOptions = {
  initialPageParam: null,
  getNextPageParam: (last: ConversationPage<AdminConversation>) => last.nextCursor,
};

/**
 * Keeps a list's cached pages current from the socket: a new message moves its conversation
 * on (an unknown one makes the list refetch), conversation_updated replaces the item (or adds
 * it to the unfiltered list), conversation_deleted removes it.
 */
async function streamListUpdates<T extends AdminConversation>(
  list: ConversationRef['list'],
  filter: ListFilter,
  lifecycle: {
    dispatch: (action: UnknownAction) => unknown;
    cacheDataLoaded: Promise<unknown>;
    cacheEntryRemoved: Promise<unknown>;
    updateCachedData: (
      recipe: (draft: InfiniteData<ConversationPage<T>, string | null>) => void,
    ) => unknown;
  },
): Promise<void> {
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return;
  }
  const unfiltered = !filter.search.trim() && !filter.status;
  const unsubscribe = subscribeRealtime(lifecycle.dispatch, (event) => {
    if (!('conversationKind' in event) || event.conversationKind !== list) return;
    if (event.type === 'new_message') {
      let known = false;
      lifecycle.updateCachedData((draft) => {
        known = applyNewMessage(draft.pages, event);
      });
      if (!known && unfiltered)
        lifecycle.dispatch(adminInboxApi.util.invalidateTags(['AdminConversations']));
    }
    if (event.type === 'conversation_updated') {
      const conversation = event.conversation as unknown as T;
      lifecycle.updateCachedData((draft) =>
        applyConversationUpdate(draft.pages, conversation, unfiltered),
      );
    }
    if (event.type === 'conversation_deleted') {
      lifecycle.updateCachedData((draft) => removeConversation(draft.pages, event.conversationId));
    }
  });
  await lifecycle.cacheEntryRemoved;
  unsubscribe();
}

const messagesPath = ({ list, id }: ConversationRef) =>
  list === 'user'
    ? `/admin/conversations/${id}/messages`
    : `/admin/anonymous-conversations/${id}/messages`;

const conversationPath = ({ list, id }: ConversationRef) =>
  list === 'user' ? `/admin/conversations/${id}` : `/admin/anonymous-conversations/${id}`;

/** The admin inbox (SPEC §2, §4, §6): both lists, stats, messages and every admin action. */
export const adminInboxApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminConversations', 'ChatStats'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getChatStats: build.query<ChatStats, void>({
        query: () => '/admin/chat-stats',
        providesTags: ['ChatStats'],
      }),
      getAdminMemberConversations: build.infiniteQuery<
        ConversationPage<AdminMemberConversation>,
        ListFilter,
        string | null
      >({
        infiniteQueryOptions: pageOptions,
        query: ({ queryArg, pageParam }) => listQuery('/admin/conversations', queryArg, pageParam),
        transformResponse: (items: AdminMemberConversation[], meta) => toPage(items, meta),
        providesTags: ['AdminConversations'],
        onCacheEntryAdded: (filter, lifecycle) => streamListUpdates('user', filter, lifecycle),
      }),
      getAdminVisitorConversations: build.infiniteQuery<
        ConversationPage<AdminVisitorConversation>,
        ListFilter,
        string | null
      >({
        infiniteQueryOptions: pageOptions,
        query: ({ queryArg, pageParam }) =>
          listQuery('/admin/anonymous-conversations', queryArg, pageParam),
        transformResponse: (items: AdminVisitorConversation[], meta) => toPage(items, meta),
        providesTags: ['AdminConversations'],
        onCacheEntryAdded: (filter, lifecycle) => streamListUpdates('anonymous', filter, lifecycle),
      }),
      getAdminMessages: build.query<ChatMessage[], ConversationRef>(
        liveMessagesQuery({
          path: (ref: ConversationRef) => messagesPath(ref),
          conversation: (ref) => ({ kind: ref.list, conversationId: ref.id }),
          catchUp: (ref, dispatch) => {
            void dispatch(
              adminInboxApi.endpoints.getAdminMessages.initiate(ref, {
                subscribe: false,
                forceRefetch: true,
              }),
            );
          },
        }),
      ),
      /**
       * Sends over the socket (which routes an admin's send to either list) and shows the
       * message at once; without a socket, a plain request. A failure takes it back out.
       */
      sendAdminReply: build.mutation<ChatMessage, AdminReply>({
        async queryFn(reply, { dispatch }, _extraOptions, baseQuery) {
          const body = {
            conversationId: reply.id,
            content: reply.content,
            messageType: reply.imageUrl ? ('image' as const) : ('text' as const),
            imageUrl: reply.imageUrl,
          };
          try {
            const sent = await sendMessage(
              dispatch,
              { ...body, isFromAdmin: true, clientMessageId: reply.clientMessageId },
              async () => {
                const url = reply.list === 'user' ? '/messages' : '/admin/anonymous-chat/messages';
                const result = await baseQuery({
                  url,
                  method: 'POST',
                  body: reply.list === 'user' ? { ...body, isFromAdmin: true } : body,
                });
                if (result.error) throw result.error;
                return result.data as ChatMessage;
              },
            );
            return { data: 'message' in sent ? sent.message : sent };
          } catch (error) {
            return { error: error as never };
          }
        },
        async onQueryStarted(reply, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            adminInboxApi.util.updateQueryData(
              'getAdminMessages',
              { list: reply.list, id: reply.id },
              (draft) => mergeMessages(draft, [optimisticMessage(reply)]),
            ),
          );
          try {
            const { data } = await queryFulfilled;
            dispatch(
              adminInboxApi.util.updateQueryData(
                'getAdminMessages',
                { list: reply.list, id: reply.id },
                (draft) => mergeMessages(draft, [data], [reply.clientMessageId]),
              ),
            );
          } catch {
            patch.undo();
          }
        },
      }),
      uploadAdminImage: build.mutation<{ imageUrl: string }, File>({
        query: (image) => {
          const form = new FormData();
          form.append('image', image);
          return { url: '/chat/upload-image', method: 'POST', body: form };
        },
      }),
      markAdminRead: build.mutation<{ updated: number }, ConversationRef>({
        query: ({ list, id }) => ({
          url:
            list === 'user'
              ? `/admin/conversations/${id}/mark-read`
              : `/admin/anonymous-conversations/${id}/mark-read`,
          method: 'POST',
          body: {},
        }),
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
            url: `${conversationPath(ref)}/status`,
            method: 'PATCH',
            body: { status },
          }),
          invalidatesTags: ['AdminConversations', 'ChatStats'],
        },
      ),
      deleteConversation: build.mutation<void, ConversationRef>({
        query: (ref) => ({ url: conversationPath(ref), method: 'DELETE' }),
        invalidatesTags: ['AdminConversations', 'ChatStats'],
      }),
    }),
  });

let optimisticCount = 0;

/** Shown until the stored copy arrives; a negative id marks it as pending. */
function optimisticMessage(reply: AdminReply): ChatMessage {
  optimisticCount += 1;
  return {
    id: -(Date.now() * 1000 + (optimisticCount % 1000)),
    conversationId: reply.id,
    senderId: reply.adminId,
    content: reply.content,
    messageType: reply.imageUrl ? 'image' : 'text',
    imageUrl: reply.imageUrl,
    isFromAdmin: true,
    readAt: null,
    createdAt: new Date().toISOString(),
    clientMessageId: reply.clientMessageId,
  };
}

export const {
  useGetChatStatsQuery,
  useGetAdminMemberConversationsInfiniteQuery,
  useGetAdminVisitorConversationsInfiniteQuery,
  useGetAdminMessagesQuery,
  useSendAdminReplyMutation,
  useUploadAdminImageMutation,
  useMarkAdminReadMutation,
  useSetMemberNicknameMutation,
  useSetVisitorNameMutation,
  useSetConversationStatusMutation,
  useDeleteConversationMutation,
} = adminInboxApi;
