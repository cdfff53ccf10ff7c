import { useEffect, useState } from 'react';
import { TYPING_EXPIRES_MS, type ChatSide, type InboxList } from '@club/contracts';
import { useRealtimeEvents } from '@/realtime/use-realtime';

/**
 * Whether `from` (the customer, or support) is typing in the conversation now: set by their
 * typing signals, cleared by their stop, by their message arriving, or after TYPING_EXPIRES_MS
 * without a refresh (a stop that never came).
 */
export function usePeerTyping(
  list: InboxList,
  conversationId: string | null | undefined,
  from: ChatSide,
): boolean {
  const [signal, setSignal] = useState<{ conversationId: string; at: number } | null>(null);

  useRealtimeEvents((event) => {
    if (!conversationId) return;
    if (
      event.type === 'typing' &&
      event.from === from &&
      event.conversationKind === list &&
      event.conversationId === conversationId
    ) {
      setSignal(event.typing ? { conversationId, at: Date.now() } : null);
    }
    if (
      event.type === 'new_message' &&
      event.conversationKind === list &&
      event.message.conversationId === conversationId &&
      event.message.isFromAdmin === (from === 'support')
    ) {
      setSignal(null);
    }
  });

  useEffect(() => {
    if (!signal) return undefined;
    const timer = setTimeout(() => setSignal(null), TYPING_EXPIRES_MS);
    return () => clearTimeout(timer);
  }, [signal]);

  return signal !== null && signal.conversationId === conversationId;
}
