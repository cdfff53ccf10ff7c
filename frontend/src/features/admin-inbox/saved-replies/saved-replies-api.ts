import { api } from '@/api/api';
import { keepCacheLive } from '@/realtime/live-cache';
import type { SavedReplyRequest, SavedReplyView } from '@club/contracts';

const byShortcut = (a: SavedReplyView, b: SavedReplyView) => {
  const [left, right] = [a.shortcut.toLowerCase(), b.shortcut.toLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
};

/** Puts a reply in the list (replacing its older copy), in the server's shortcut order. */
function withReply(replies: SavedReplyView[], reply: SavedReplyView): void {
  const index = replies.findIndex((known) => known.id === reply.id);
  if (index >= 0) replies.splice(index, 1, reply);
  else replies.push(reply);
  replies.sort(byShortcut);
}

function withoutReply(replies: SavedReplyView[], id: string): void {
  const index = replies.findIndex((known) => known.id === id);
  if (index >= 0) replies.splice(index, 1);
}

// A refused change needs no cache update: the dialog shows the refusal from the mutation's own answer.

/**
 * The desk's shared saved replies (admins only), kept live from every admin's changes: the
 * socket's saved_reply_changed and saved_reply_deleted, and a refetch when it reconnects.
 */
export const savedRepliesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedReplies: build.query<SavedReplyView[], void>({
      query: () => '/admin/saved-replies',
      onCacheEntryAdded: (_arg, lifecycle) =>
        keepCacheLive(
          lifecycle,
          (): PromiseLike<unknown> =>
            lifecycle.dispatch(
              savedRepliesApi.endpoints.getSavedReplies.initiate(undefined, {
                subscribe: false,
                forceRefetch: true,
              }),
            ),
          (event) => {
            if (event.type === 'saved_reply_changed')
              lifecycle.updateCachedData((replies) => withReply(replies, event.reply));
            if (event.type === 'saved_reply_deleted')
              lifecycle.updateCachedData((replies) => withoutReply(replies, event.id));
          },
        ),
    }),
    createSavedReply: build.mutation<SavedReplyView, SavedReplyRequest>({
      query: (body) => ({ url: '/admin/saved-replies', method: 'POST', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => undefined);
        if (answered)
          dispatch(
            savedRepliesApi.util.updateQueryData('getSavedReplies', undefined, (replies) =>
              withReply(replies, answered.data),
            ),
          );
      },
    }),
    updateSavedReply: build.mutation<SavedReplyView, SavedReplyRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/saved-replies/${id}`, method: 'PATCH', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => undefined);
        if (answered)
          dispatch(
            savedRepliesApi.util.updateQueryData('getSavedReplies', undefined, (replies) =>
              withReply(replies, answered.data),
            ),
          );
      },
    }),
    deleteSavedReply: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/saved-replies/${id}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => undefined);
        if (answered)
          dispatch(
            savedRepliesApi.util.updateQueryData('getSavedReplies', undefined, (replies) =>
              withoutReply(replies, id),
            ),
          );
      },
    }),
  }),
});

export const {
  useGetSavedRepliesQuery,
  useCreateSavedReplyMutation,
  useUpdateSavedReplyMutation,
  useDeleteSavedReplyMutation,
} = savedRepliesApi;
