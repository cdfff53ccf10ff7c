import { useEffect } from 'react';

/** Calls `onFocus` whenever the window regains focus. */
export function useWindowFocus(onFocus: () => void): void {
  useEffect(() => {
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [onFocus]);
}
