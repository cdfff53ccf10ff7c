import { api } from '@/api/api';
import type { SupportChatGame } from '@/features/chat-launcher/chat-launcher-slice';
import { mergeMessages, type ChatMessage } from '@/realtime/chat-message';
import { liveMessagesQuery } from '@/realtime/live-messages-query';
import type { MemberConversation } from './chat-widget-types';
import { imageForm } from './image-form';

export interface MemberMessageInput {
  conversationId: string;
  content: string;
  imageUrl?: string | null;
}

/** A signed-in member's support chat: /api/conversations, /api/messages, /api/chat/upload-image. */
export const memberChatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberConversations: build.query<MemberConversation[], void>({
      query: () => '/conversations',
      providesTags: ['Session'],
    }),
    /** Finds or creates the member's one conversation (201 or 200, same shape). */
    startMemberConversation: build.mutation<
      MemberConversation,
      { subject: 'Support' | SupportChatGame }
    >({
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
    getMemberMessages: build.query<ChatMessage[], string>(
      liveMessagesQuery({
        path: (conversationId: string) => `/conversations/${conversationId}/messages`,
        conversation: (conversationId) => ({ kind: 'user', conversationId }),
        catchUp: (conversationId, dispatch) => {
          void dispatch(
            memberChatApi.endpoints.getMemberMessages.initiate(conversationId, {
              subscribe: false,
              forceRefetch: true,
            }),
          );
        },
      }),
    ),
    /** The plain-request way to send, used while the socket is not connected. */
    sendMemberMessage: build.mutation<ChatMessage, MemberMessageInput>({
      query: ({ conversationId, content, imageUrl }) => ({
        url: '/messages',
        method: 'POST',
        body: {
          conversationId,
          content,
          messageType: imageUrl ? 'image' : 'text',
          imageUrl: imageUrl ?? null,
          isFromAdmin: false,
        },
      }),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (!result) return;
        const { data } = result;
        dispatch(addMemberMessage(conversationId, data));
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
        dispatch(addMemberMessage(conversationId, data));
      },
    }),
    uploadMemberImage: build.mutation<{ imageUrl: string }, File>({
      query: (image) => ({ url: '/chat/upload-image', method: 'POST', body: imageForm(image) }),
    }),
    markMemberRead: build.mutation<{ updated: number }, string>({
      query: (conversationId) => ({
        url: `/conversations/${conversationId}/mark-read`,
        method: 'POST',
        body: {},
      }),
      async onQueryStarted(conversationId, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.catch(() => undefined))) return;
        const readAt = new Date().toISOString();
        dispatch(
          memberChatApi.util.updateQueryData('getMemberMessages', conversationId, (draft) => {
            for (const message of draft) {
              if (message.isFromAdmin && !message.readAt) message.readAt = readAt;
            }
          }),
        );
      },
    }),
  }),
});

function addMemberMessage(conversationId: string, message: ChatMessage) {
  return memberChatApi.util.updateQueryData('getMemberMessages', conversationId, (draft) =>
    mergeMessages(draft, [message]),
  );
}

export const {
  useGetMemberConversationsQuery,
  useStartMemberConversationMutation,
  useGetMemberMessagesQuery,
  useSendMemberMessageMutation,
  useRequestDepositMessageMutation,
  useUploadMemberImageMutation,
  useMarkMemberReadMutation,
} = memberChatApi;
