import { api } from '@/api/api';
import { chatApi } from '@/chat-core/chat-api';
import { mergeMessages, type ChatMessage } from '@/realtime/chat-message';
import type {
  DepositGame,
  MemberConversationView,
  Subject,
  VisitorHistoryMergeView,
} from '@club/contracts';

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
    /**
     * The chats this browser had as a visitor join the member's conversation (the server finds
     * them by the chat_state cookie); a repeat joins nothing.
     */
    joinVisitorHistory: build.mutation<VisitorHistoryMergeView, void>({
      query: () => ({ url: '/conversations/visitor-history', method: 'POST', body: {} }),
    }),
    /**
     * Support's deposit greeting, written by the server from its template (SPEC §4): one per
     * deposit request, naming the request's game.
     */
    requestDepositMessage: build.mutation<
      ChatMessage,
      { conversationId: string; requestId: string; game?: DepositGame }
    >({
      query: ({ conversationId, requestId, game }) => ({
        url: '/messages',
        method: 'POST',
        body: {
          conversationId,
          template: 'deposit',
          requestId,
          game,
          isFromAdmin: true,
          messageType: 'text',
          content: '',
        },
      }),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
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
  useJoinVisitorHistoryMutation,
  useGetMemberConversationsQuery,
  useStartMemberConversationMutation,
  useRequestDepositMessageMutation,
} = memberChatApi;
