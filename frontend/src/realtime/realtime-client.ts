import type { UnknownAction } from '@reduxjs/toolkit';
import { injectLazySlice } from '@/app/store';
import { realtimeSend, realtimeSignal, realtimeSubscribe } from './realtime-actions';
import type { RealtimeListener } from './realtime-connection';
import { createRealtimeMiddleware } from './realtime-middleware';
import type { NewMessageEvent, PresenceFrame, TypingFrame } from '@club/contracts';
import type { AcknowledgedSend } from './realtime-protocol';
import { realtimeSlice } from './realtime-slice';

// Features reach the socket through this module: the app frame runs without the
// socket's code, which joins the store with the first feature that imports it.
injectLazySlice(realtimeSlice, createRealtimeMiddleware());

type Dispatch = (action: UnknownAction) => unknown;

/** Calls `listener` with every server event until the returned function is called. */
export function subscribeRealtime(dispatch: Dispatch, listener: RealtimeListener): () => void {
  return dispatch(realtimeSubscribe(listener)) as () => void;
}

/**
 * Sends over the socket; resolves with the stored message, rejects with a SendRefusedError
 * (the server's reason, or `offline` when there is no socket to take it).
 */
export function sendRealtime(
  dispatch: Dispatch,
  frame: AcknowledgedSend,
): Promise<NewMessageEvent> {
  return dispatch(realtimeSend(frame)) as Promise<NewMessageEvent>;
}

/** Sends a frame that needs no answer; false when there is no connected socket to take it. */
export function signalRealtime(dispatch: Dispatch, frame: TypingFrame | PresenceFrame): boolean {
  return dispatch(realtimeSignal(frame)) as boolean;
}
