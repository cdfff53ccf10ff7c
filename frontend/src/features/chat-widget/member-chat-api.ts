import { api } from '@/api/api';
import { chatApi } from '@/chat-core/chat-api';
import { mergeMessages, type ChatMessage } from '@/realtime/chat-message';
import type { MemberConversationView, Subject } from '@club/contracts';

/** A signed-in member's conversations (/api/conversations) and support's deposit greeting. */
export const memberChatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberConversations: build.query<MemberConversationView[], void>({
      query: () => '/conversations',
      providesTags: ['Session'],
    }),
    /** Finds or creates the member's one conversation (201 or 200, same shape). */
    startMemberConversation: build.mutation<MemberConversationView, { subject: Subject }>({
      query: (body) => ({ url: '/conversations', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (!result) return;
        const { data } = result;
        dispatch(
          memberChatApi.util.updateQueryData('getMemberConversations', undefined, (draft) =>
            draft.some((conversation) => conversation.id === data.id) ? draft : [data, ...draft],
          ),
        );
      },
    }),
    /** Support's deposit greeting, written by the server from its template (SPEC §4). */
    requestDepositMessage: build.mutation<ChatMessage, string>({
      query: (conversationId) => ({
        url: '/messages',
        method: 'POST',
        body: {
          conversationId,
          template: 'deposit',
          isFromAdmin: true,
          messageType: 'text',
          content: '',
        },
      }),
      async onQueryStarted(conversationId, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (!result) return;
        const { data } = result;
        dispatch(
          chatApi.util.updateQueryData(
            'getChatMessages',
            { channel: 'user', conversationId },
            (draft) => mergeMessages(draft, [data]),
          ),
        );
      },
    }),
  }),
});

export const {
  useGetMemberConversationsQuery,
  useStartMemberConversationMutation,
  useRequestDepositMessageMutation,
} = memberChatApi;
