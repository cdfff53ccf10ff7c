import { api } from '@/api/api';
import type { DeviceConversationRequest, VisitorConversationView } from '@club/contracts';

/** The device-identified "Support Chat" widget's conversation: /api/anonymous-chat/*. */
export const deviceChatApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Finds or creates this browser's conversation for the device; sets chat_state. */
    openDeviceConversation: build.mutation<VisitorConversationView, DeviceConversationRequest>({
      query: (body) => ({ url: '/anonymous-chat/conversation', method: 'POST', body }),
    }),
    renameDeviceVisitor: build.mutation<
      VisitorConversationView,
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

export const { useOpenDeviceConversationMutation, useRenameDeviceVisitorMutation } = deviceChatApi;
