import { api } from '@/api/api';
import type { ChatOriginRequest, VisitorConversationView } from '@club/contracts';

/** The guest-named "Support" widget's conversation: /api/chat-conversations. */
export const guestChatApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * This browser's conversation for a guest name: the first of the lookup, else (with
     * `create`) a new one. Creating sets the chat_state cookie the socket needs.
     */
    openGuestConversation: build.mutation<
      VisitorConversationView | null,
      { username: string; create: boolean; origin?: ChatOriginRequest }
    >({
      async queryFn({ username, create, origin }, _queryApi, _extraOptions, baseQuery) {
        const found = await baseQuery({ url: '/chat-conversations', params: { username } });
        if (found.error) return { error: found.error };
        const existing = (found.data as VisitorConversationView[])[0];
        if (existing || !create) return { data: existing ?? null };
        const created = await baseQuery({
          url: '/chat-conversations',
          method: 'POST',
          body: { username, subject: 'Support', ...origin },
        });
        if (created.error) return { error: created.error };
        return { data: created.data as VisitorConversationView };
      },
    }),
    /** Renames this browser's conversation: its messages stay, under the new name. */
    renameGuestConversation: build.mutation<
      VisitorConversationView,
      { conversationId: string; username: string }
    >({
      query: ({ conversationId, username }) => ({
        url: `/chat-conversations/${conversationId}/name`,
        method: 'PATCH',
        body: { displayName: username },
      }),
    }),
  }),
});

export const { useOpenGuestConversationMutation, useRenameGuestConversationMutation } =
  guestChatApi;
