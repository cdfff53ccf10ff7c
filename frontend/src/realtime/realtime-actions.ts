import { createAction } from '@reduxjs/toolkit';
import type { RealtimeListener } from './realtime-connection';
import type { PresenceFrame, SocketAuth, TypingFrame } from '@club/contracts';
import type { AcknowledgedSend } from './realtime-protocol';

/** A component that needs the socket as `auth`; the socket closes when nobody holds it. */
export const realtimeHold = createAction<{ holder: string; auth: SocketAuth }>('realtime/hold');
export const realtimeRelease = createAction<string>('realtime/release');
export const realtimeSubscribe = createAction<RealtimeListener>('realtime/subscribe');
export const realtimeSend = createAction<AcknowledgedSend>('realtime/send');
export const realtimeSignal = createAction<TypingFrame | PresenceFrame>('realtime/signal');
/** The server closed the socket because its session ended: signed out from another device. */
export const realtimeSignedOut = createAction('realtime/signedOut');
