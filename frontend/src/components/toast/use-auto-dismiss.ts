import { useEffect, useRef } from 'react';

/** Calls `onExpire` after `durationMs` of unpaused time. */
export function useAutoDismiss(onExpire: () => void, durationMs: number, paused: boolean): void {
  const remainingMs = useRef(durationMs);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(onExpire, remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [onExpire, paused]);
}
