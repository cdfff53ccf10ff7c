import { api } from '@/api/api';
import type { SavedReplyRequest, SavedReplyView } from '@club/contracts';

/** The desk's shared saved replies (admins only). */
export const savedRepliesApi = api
  .enhanceEndpoints({ addTagTypes: ['SavedReplies'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSavedReplies: build.query<SavedReplyView[], void>({
        query: () => '/admin/saved-replies',
        providesTags: ['SavedReplies'],
      }),
      createSavedReply: build.mutation<SavedReplyView, SavedReplyRequest>({
        query: (body) => ({ url: '/admin/saved-replies', method: 'POST', body }),
        invalidatesTags: ['SavedReplies'],
      }),
      updateSavedReply: build.mutation<SavedReplyView, SavedReplyRequest & { id: string }>({
        query: ({ id, ...body }) => ({ url: `/admin/saved-replies/${id}`, method: 'PATCH', body }),
        invalidatesTags: ['SavedReplies'],
      }),
      deleteSavedReply: build.mutation<void, string>({
        query: (id) => ({ url: `/admin/saved-replies/${id}`, method: 'DELETE' }),
        invalidatesTags: ['SavedReplies'],
      }),
    }),
  });

export const {
  useGetSavedRepliesQuery,
  useCreateSavedReplyMutation,
  useUpdateSavedReplyMutation,
  useDeleteSavedReplyMutation,
} = savedRepliesApi;
