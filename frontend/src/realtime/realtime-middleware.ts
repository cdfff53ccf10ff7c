import { isAction, type Middleware } from '@reduxjs/toolkit';
import {
  realtimeHold,
  realtimeRelease,
  realtimeSend,
  realtimeSignal,
  realtimeSignedOut,
  realtimeSubscribe,
} from './realtime-actions';
import { RealtimeConnection, type RealtimeConnectionOptions } from './realtime-connection';
import type { SocketAuth } from '@club/contracts';
import { realtimeStatusChanged } from './realtime-slice';
import { socketUrl } from './socket-url';

type Options = Partial<Omit<RealtimeConnectionOptions, 'onStatus'>>;

/**
 * One socket per store (per tab). Components hold it with an identity; the newest holder's
 * identity wins, and the socket closes when the last holder lets go. Subscriptions and sends
 * are answered by dispatch, so this middleware must come before the serializability check.
 */
export function createRealtimeMiddleware(options: Options = {}): Middleware {
  return (store) => {
    const connection = new RealtimeConnection({
      url: () => socketUrl(window.location),
      target: typeof window === 'undefined' ? undefined : window,
      ...options,
      onStatus: (status) => store.dispatch(realtimeStatusChanged(status)),
      onSignedOut: () => store.dispatch(realtimeSignedOut()),
    });
    const holders = new Map<string, SocketAuth>();
    const applyHolders = () => connection.setAuth([...holders.values()].at(-1) ?? null);

    return (next) => (action) => {
      if (!isAction(action)) return next(action);
      if (realtimeSubscribe.match(action)) return connection.subscribe(action.payload);
      if (realtimeSend.match(action)) return connection.send(action.payload);
      if (realtimeSignal.match(action)) return connection.signal(action.payload);
      if (realtimeHold.match(action)) {
        holders.delete(action.payload.holder);
        holders.set(action.payload.holder, action.payload.auth);
        applyHolders();
        return action;
      }
      if (realtimeRelease.match(action)) {
        holders.delete(action.payload);
        applyHolders();
        return action;
      }
      return next(action);
    };
  };
}
