import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a pre-rendered page is rendered on the server and hydrated, true in every render
 * after (and from the start in a page the browser renders itself).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
