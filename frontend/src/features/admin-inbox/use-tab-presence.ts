import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { signalRealtime, subscribeRealtime } from '@/realtime/realtime-client';
import { TAB_IDLE_AFTER_MS, type TabState } from '@club/contracts';

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'focus'] as const;

/**
 * Tells the server whether this admin tab is in use: idle while hidden or after
 * TAB_IDLE_AFTER_MS without input, active again on input. Said again after every
 * (re)authentication, since a new socket starts out active.
 */
export function useTabPresence(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let idle = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stateNow = (): TabState => (document.hidden || idle ? 'idle' : 'active');
    let said: TabState | undefined;
    const say = (force = false) => {
      const state = stateNow();
      if (!force && state === said) return;
      if (signalRealtime(dispatch, { type: 'presence', state })) said = state;
    };
    const restartIdleTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        idle = true;
        say();
      }, TAB_IDLE_AFTER_MS);
    };
    const onInput = () => {
      restartIdleTimer();
      if (!idle) return;
      idle = false;
      say();
    };
    const onVisibility = () => say();
    restartIdleTimer();
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    const unsubscribe = subscribeRealtime(dispatch, (event) => {
      if (event.type === 'auth_success') say(true);
    });
    say(true);
    return () => {
      clearTimeout(timer);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput);
      document.removeEventListener('visibilitychange', onVisibility);
      unsubscribe();
    };
  }, [dispatch]);
}
