import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useChatSession } from '@/chat-core/use-chat-session';
import type { UserView } from '@club/contracts';
import {
  useGetMemberConversationsQuery,
  useJoinVisitorHistoryMutation,
  useStartMemberConversationMutation,
} from './member-chat-api';

/** How a member appears in their own chat: first and last name, else the username. */
export function memberChatName(
  user: Pick<UserView, 'firstName' | 'lastName' | 'username'>,
): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
}

/**
 * Once per sign-in in this browser: the chats it had as a visitor join the member's conversation
 * before that conversation is loaded, so the member sees one history. A failure only delays it
 * to the next page load.
 */
function useJoinedVisitorHistory(user: UserView): boolean {
  const [joinVisitorHistory] = useJoinVisitorHistoryMutation();
  /** Admins have no member chat to join a visitor history to. */
  const [joined, setJoined] = useState(user.role === 'admin');
  useEffect(() => {
    if (user.role === 'admin') return;
    joinVisitorHistory()
      .unwrap()
      .catch((error: unknown) => console.error('Could not join the visitor chat', error))
      .finally(() => setJoined(true));
  }, [joinVisitorHistory, user.role]);
  return joined;
}

/**
 * A signed-in member's account conversation: the session's user on the socket, unread support
 * messages counted from the server's read marks, images uploaded and sent by URL.
 */
export function useMemberChat(user: UserView, isOpen: boolean, requestedConversationId?: string) {
  const joined = useJoinedVisitorHistory(user);
  const conversations = useGetMemberConversationsQuery(joined ? undefined : skipToken);
  const list = useMemo(() => conversations.data ?? [], [conversations.data]);
  const conversation = list.find((item) => item.id === requestedConversationId) ?? list[0];
  const [startConversation] = useStartMemberConversationMutation();
  const { refetch: refetchConversations } = conversations;

  useEffect(() => {
    if (
      joined &&
      requestedConversationId &&
      !list.some((item) => item.id === requestedConversationId)
    ) {
      void refetchConversations();
    }
  }, [joined, list, refetchConversations, requestedConversationId]);

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
