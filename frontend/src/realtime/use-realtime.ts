import { useEffect, useId, useRef } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { realtimeHold, realtimeRelease } from './realtime-actions';
import { subscribeRealtime } from './realtime-client';
import type { RealtimeListener } from './realtime-connection';
import type { SocketAuth } from '@club/contracts';
import { authKey } from './realtime-protocol';

/** Keeps the tab's socket open as `auth` while mounted (null: this component needs none). */
export function useRealtimeConnection(auth: SocketAuth | null): void {
  const dispatch = useAppDispatch();
  const holder = useId();
  const key = auth ? authKey(auth) : null;
  const authRef = useRef(auth);

  useEffect(() => {
    authRef.current = auth;
  });
  useEffect(() => {
    const current = authRef.current;
    if (!key || !current) return undefined;
    dispatch(realtimeHold({ holder, auth: current }));
    return () => {
      dispatch(realtimeRelease(holder));
    };
  }, [dispatch, holder, key]);
}

/** Calls the latest `listener` with every server event while mounted. */
export function useRealtimeEvents(listener: RealtimeListener): void {
  const dispatch = useAppDispatch();
  const listenerRef = useRef(listener);
  useEffect(() => {
    listenerRef.current = listener;
  });
  useEffect(() => subscribeRealtime(dispatch, (event) => listenerRef.current(event)), [dispatch]);
}
