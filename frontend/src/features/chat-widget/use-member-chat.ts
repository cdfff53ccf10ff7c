import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import type { User } from '@/features/auth/user';
import { sendMessage } from '@/realtime/send-message';
import { useRealtimeConnection, useRealtimeEvents } from '@/realtime/use-realtime';
import {
  useGetMemberConversationsQuery,
  useGetMemberMessagesQuery,
  useMarkMemberReadMutation,
  useSendMemberMessageMutation,
  useStartMemberConversationMutation,
  useUploadMemberImageMutation,
} from './member-chat-api';
import type { ComposerDraft } from './use-composer';
import { useOpenChange } from './use-open-change';
import { useSendLock } from './use-send-lock';

/** How a member appears in their own chat: first and last name, else the username. */
export function memberChatName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
}

/**
 * A signed-in member's account conversation: live over the socket as the session's user,
 * unread support messages counted from the server's read marks, sends by socket (plain
 * requests while it is down), images through /api/chat/upload-image.
 */
export function useMemberChat(user: User, isOpen: boolean, requestedConversationId?: string) {
  const dispatch = useAppDispatch();
  const conversations = useGetMemberConversationsQuery();
  const list = useMemo(() => conversations.data ?? [], [conversations.data]);
  const conversation = list.find((item) => item.id === requestedConversationId) ?? list[0];
  const messages = useGetMemberMessagesQuery(conversation?.id ?? skipToken);
  const [startConversation] = useStartMemberConversationMutation();
  const [sendMemberMessage] = useSendMemberMessageMutation();
  const [uploadImage] = useUploadMemberImageMutation();
  const [markRead] = useMarkMemberReadMutation();
  const [deleted, setDeleted] = useState(false);
  const { busy, run } = useSendLock();
  const { refetch: refetchConversations } = conversations;

  useRealtimeConnection({ userId: user.id });
  useRealtimeEvents((event) => {
    if (event.type !== 'conversation_deleted' || event.conversationKind !== 'user') return;
    if (event.conversationId !== conversation?.id) return;
    setDeleted(true);
    void refetchConversations();
  });

  useEffect(() => {
    if (requestedConversationId && !list.some((item) => item.id === requestedConversationId)) {
      void refetchConversations();
    }
  }, [list, refetchConversations, requestedConversationId]);

  const unread = (messages.currentData ?? []).filter(
    (message) => message.isFromAdmin && !message.readAt,
  ).length;
  useEffect(() => {
    if (isOpen && conversation && unread > 0) void markRead(conversation.id);
  }, [conversation, isOpen, markRead, unread]);
  useOpenChange(isOpen, (nowOpen) => {
    if (!nowOpen) setDeleted(false);
  });

  const send = useCallback(
    (draft: ComposerDraft, onError: (text: string) => void) =>
      run(async () => {
        const target = conversation ?? (await startConversation({ subject: 'Support' }).unwrap());
        setDeleted(false);
        const imageUrl = draft.image ? (await uploadImage(draft.image).unwrap()).imageUrl : null;
        const content = draft.text.trim();
        await sendMessage(
          dispatch,
          {
            conversationId: target.id,
            content,
            messageType: imageUrl ? 'image' : 'text',
            imageUrl,
            isFromAdmin: false,
          },
          () => sendMemberMessage({ conversationId: target.id, content, imageUrl }).unwrap(),
        );
      }, onError),
    [conversation, dispatch, run, sendMemberMessage, startConversation, uploadImage],
  );

  return {
    name: memberChatName(user),
    conversation,
    messages: messages.currentData ?? [],
    messagesFailed: messages.isError,
    deleted,
    unread: isOpen ? 0 : unread,
    busy,
    send,
  };
}
