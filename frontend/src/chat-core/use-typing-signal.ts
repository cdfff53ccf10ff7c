import { useEffect, useRef } from 'react';
import { TYPING_SIGNAL_EVERY_MS } from '@club/contracts';
import { useAppDispatch } from '@/app/hooks';
import { signalRealtime } from '@/realtime/realtime-client';

/**
 * Tells the other side of `conversationId` that this draft is being written: at most one signal
 * per TYPING_SIGNAL_EVERY_MS while it changes, and a stop once it is cleared (sent or erased),
 * when the conversation changes, or when the composer goes away.
 */
export function useTypingSignal(conversationId: string | null | undefined, draft: string): void {
  const dispatch = useAppDispatch();
  const lastSignal = useRef(0);
  const writing = draft.trim().length > 0;

  useEffect(() => {
    if (!conversationId) return;
    if (!writing) {
      if (lastSignal.current) signalRealtime(dispatch, typingFrame(conversationId, false));
      lastSignal.current = 0;
      return;
    }
    const now = Date.now();
    if (now - lastSignal.current < TYPING_SIGNAL_EVERY_MS) return;
    if (signalRealtime(dispatch, typingFrame(conversationId, true))) lastSignal.current = now;
  }, [conversationId, dispatch, draft, writing]);

  useEffect(() => {
    if (!conversationId) return undefined;
    return () => {
      if (lastSignal.current) signalRealtime(dispatch, typingFrame(conversationId, false));
      lastSignal.current = 0;
    };
  }, [conversationId, dispatch]);
}

const typingFrame = (conversationId: string, typing: boolean) =>
  ({ type: 'typing', conversationId, typing }) as const;
