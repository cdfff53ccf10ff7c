import { api } from '@/api/api';
import { mergeMessages, type ChatMessage } from '@/realtime/chat-message';
import { liveMessagesQuery } from '@/realtime/live-messages-query';
import type { VisitorConversation } from './chat-widget-types';
import { imageForm } from './image-form';

interface DeviceMessageInput {
  conversationId: string;
  deviceId: string;
  content: string;
}

/** The device-identified "Support Chat" widget: /api/anonymous-chat/*. */
export const deviceChatApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Finds or creates this browser's conversation for the device; sets chat_state. */
    openDeviceConversation: build.mutation<
      VisitorConversation,
      { deviceId: string; displayName: string }
    >({
      query: (body) => ({ url: '/anonymous-chat/conversation', method: 'POST', body }),
    }),
    getDeviceMessages: build.query<ChatMessage[], string>(
      liveMessagesQuery({
        path: (conversationId: string) =>
          `/anonymous-chat/conversations/${conversationId}/messages`,
        conversation: (conversationId) => ({ kind: 'anonymous', conversationId }),
        catchUp: (conversationId, dispatch) => {
          void dispatch(
            deviceChatApi.endpoints.getDeviceMessages.initiate(conversationId, {
              subscribe: false,
              forceRefetch: true,
            }),
          );
        },
      }),
    ),
    sendDeviceMessage: build.mutation<ChatMessage, DeviceMessageInput>({
      query: (input) => ({
        url: '/anonymous-chat/messages',
        method: 'POST',
        body: { ...input, messageType: 'text', isFromAdmin: false, adminSenderId: null },
      }),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (result) dispatch(addDeviceMessage(conversationId, result.data));
      },
    }),
    uploadDeviceImage: build.mutation<ChatMessage, DeviceMessageInput & { image: File }>({
      query: ({ conversationId, deviceId, content, image }) => ({
        url: '/anonymous-chat/upload-image',
        method: 'POST',
        body: imageForm(image, { conversationId, deviceId, content: content.trim() }),
      }),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (result) dispatch(addDeviceMessage(conversationId, result.data));
      },
    }),
    markDeviceRead: build.mutation<{ updated: number }, string>({
      query: (conversationId) => ({
        url: `/anonymous-chat/conversations/${conversationId}/mark-read`,
        method: 'POST',
        body: {},
      }),
      async onQueryStarted(conversationId, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.catch(() => undefined))) return;
        const readAt = new Date().toISOString();
        dispatch(
          deviceChatApi.util.updateQueryData('getDeviceMessages', conversationId, (draft) => {
            for (const message of draft) {
              if (message.isFromAdmin && !message.readAt) message.readAt = readAt;
            }
          }),
        );
      },
    }),
    renameDeviceVisitor: build.mutation<
      VisitorConversation,
      { conversationId: string; displayName: string }
    >({
      query: ({ conversationId, displayName }) => ({
        url: `/anonymous-chat/conversations/${conversationId}/name`,
        method: 'PATCH',
        body: { displayName },
      }),
    }),
  }),
});

function addDeviceMessage(conversationId: string, message: ChatMessage) {
  return deviceChatApi.util.updateQueryData('getDeviceMessages', conversationId, (draft) =>
    mergeMessages(draft, [message]),
  );
}

export const {
  useOpenDeviceConversationMutation,
  useGetDeviceMessagesQuery,
  useSendDeviceMessageMutation,
  useUploadDeviceImageMutation,
  useMarkDeviceReadMutation,
  useRenameDeviceVisitorMutation,
} = deviceChatApi;
