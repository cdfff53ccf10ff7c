import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { RealtimeListener } from './realtime-connection';
import type { NewMessageEvent, RealtimeAuth, SendMessageFrame } from './realtime-protocol';

/** A component that needs the socket as `auth`; the socket closes when nobody holds it. */
export const realtimeHold = createAction<{ holder: string; auth: RealtimeAuth }>('realtime/hold');
export const realtimeRelease = createAction<string>('realtime/release');
export const realtimeSubscribe = createAction<RealtimeListener>('realtime/subscribe');
export const realtimeSend = createAction<SendMessageFrame>('realtime/send');

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
  frame: SendMessageFrame,
): Promise<NewMessageEvent> {
  return dispatch(realtimeSend(frame)) as Promise<NewMessageEvent>;
}
