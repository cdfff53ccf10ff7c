import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { useGetChatMessagesQuery } from './chat-api';
import type { ChatRef } from './chat-channels';
import { useWindowFocus } from './use-window-focus';

interface ConversationOptions {
  /** Polls for new messages every this many ms (0: only the socket and catch-ups). */
  pollingInterval?: number;
  /** Fetches what is new whenever the window regains focus. */
  refetchOnFocus?: boolean;
}

/** A conversation's messages as one channel reads them, live from the socket and polls. */
export function useChatConversation(
  ref: ChatRef | null,
  { pollingInterval = 0, refetchOnFocus = false }: ConversationOptions = {},
) {
  const query = useGetChatMessagesQuery(ref ?? skipToken, { pollingInterval });
  const { refetch } = query;
  const hasRef = ref !== null;
  useWindowFocus(
    useCallback(() => {
      if (refetchOnFocus && hasRef) void refetch();
    }, [hasRef, refetch, refetchOnFocus]),
  );
  return {
    messages: query.currentData ?? [],
    messagesLoading: query.isLoading,
    messagesFailed: query.isError,
  };
}
