import { api } from '@/api/api';
import { mergeMessages, type ChatMessage } from '@/realtime/chat-message';
import { liveMessagesQuery } from '@/realtime/live-messages-query';
import type { VisitorConversation } from './chat-widget-types';
import { imageForm } from './image-form';
import { withoutDuplicates } from './message-dedupe';

export interface GuestImageInput {
  conversationId: string;
  image: File;
  caption: string;
}

/** The guest-named "Support" widget: /api/chat-conversations*, /api/chat-upload-image. */
export const guestChatApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * This browser's conversation for a guest name: the first of the lookup, else (with
     * `create`) a new one. Creating sets the chat_state cookie the socket needs.
     */
    openGuestConversation: build.mutation<
      VisitorConversation | null,
      { username: string; create: boolean }
    >({
      async queryFn({ username, create }, _queryApi, _extraOptions, baseQuery) {
        const found = await baseQuery({ url: '/chat-conversations', params: { username } });
        if (found.error) return { error: found.error };
        const existing = (found.data as VisitorConversation[])[0];
        if (existing || !create) return { data: existing ?? null };
        const created = await baseQuery({
          url: '/chat-conversations',
          method: 'POST',
          body: { username, subject: 'Support' },
        });
        if (created.error) return { error: created.error };
        return { data: created.data as VisitorConversation };
      },
    }),
    getGuestMessages: build.query<ChatMessage[], string>(
      liveMessagesQuery({
        path: (conversationId: string) => `/chat-conversations/${conversationId}/messages`,
        params: () => ({ t: String(Date.now()) }),
        conversation: (conversationId) => ({ kind: 'anonymous', conversationId }),
        withoutDuplicates,
        catchUp: (conversationId, dispatch) => {
          void dispatch(
            guestChatApi.endpoints.getGuestMessages.initiate(conversationId, {
              subscribe: false,
              forceRefetch: true,
            }),
          );
        },
      }),
    ),
    /** The plain-request way to send, used while the socket is not connected. */
    sendGuestMessage: build.mutation<
      ChatMessage,
      { conversationId: string; content: string; username: string }
    >({
      query: ({ conversationId, content, username }) => ({
        url: `/chat-conversations/${conversationId}/messages`,
        method: 'POST',
        body: { content, messageType: 'text', isFromAdmin: false, username },
      }),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (result) dispatch(addGuestMessage(conversationId, result.data));
      },
    }),
    uploadGuestImage: build.mutation<ChatMessage, GuestImageInput>({
      query: ({ conversationId, image, caption }) => ({
        url: '/chat-upload-image',
        method: 'POST',
        body: imageForm(image, { conversationId, caption: caption.trim() }),
      }),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (result) dispatch(addGuestMessage(conversationId, result.data));
      },
    }),
  }),
});

function addGuestMessage(conversationId: string, message: ChatMessage) {
  return guestChatApi.util.updateQueryData('getGuestMessages', conversationId, (draft) =>
    mergeMessages(draft, withoutDuplicates(draft, [message])),
  );
}

export const {
  useOpenGuestConversationMutation,
  useGetGuestMessagesQuery,
  useSendGuestMessageMutation,
  useUploadGuestImageMutation,
} = guestChatApi;
