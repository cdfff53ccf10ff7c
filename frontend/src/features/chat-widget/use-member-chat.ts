import { useCallback, useEffect, useMemo } from 'react';
import { useChatSession } from '@/chat-core/use-chat-session';
import type { UserView } from '@club/contracts';
import {
  useGetMemberConversationsQuery,
  useStartMemberConversationMutation,
} from './member-chat-api';

/** How a member appears in their own chat: first and last name, else the username. */
export function memberChatName(
  user: Pick<UserView, 'firstName' | 'lastName' | 'username'>,
): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
}

/**
 * A signed-in member's account conversation: the session's user on the socket, unread support
 * messages counted from the server's read marks, images uploaded and sent by URL.
 */
export function useMemberChat(user: UserView, isOpen: boolean, requestedConversationId?: string) {
  const conversations = useGetMemberConversationsQuery();
  const list = useMemo(() => conversations.data ?? [], [conversations.data]);
  const conversation = list.find((item) => item.id === requestedConversationId) ?? list[0];
  const [startConversation] = useStartMemberConversationMutation();
  const { refetch: refetchConversations } = conversations;

  useEffect(() => {
    if (requestedConversationId && !list.some((item) => item.id === requestedConversationId)) {
      void refetchConversations();
    }
  }, [list, refetchConversations, requestedConversationId]);

  const session = useChatSession({
    kind: 'user',
    isOpen,
    conversation: conversation ?? null,
    auth: { userId: user.id },
    ensureConversation: useCallback(
      async () => conversation ?? (await startConversation({ subject: 'Support' }).unwrap()),
      [conversation, startConversation],
    ),
    onDeleted: useCallback(() => void refetchConversations(), [refetchConversations]),
    unread: { readMarks: true },
  });

  return { ...session, chatAs: memberChatName(user) };
}
