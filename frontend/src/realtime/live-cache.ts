import type { UnknownAction } from '@reduxjs/toolkit';
import type { ServerEvent } from '@club/contracts';
import { subscribeRealtime } from './realtime-client';

/** What a query's `onCacheEntryAdded` lifecycle gives that keeping it live needs. */
interface CacheEntry {
  dispatch: (action: UnknownAction) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * Keeps a cached answer live for as long as its cache entry lives: every socket event goes to
 * `apply`, and every (re)authentication of the socket calls `refetch`, for the changes the socket
 * missed while it was away. Events that arrive while the answer is loading are held and applied
 * once it has loaded: a change made after the server answered, whose event comes before the answer
 * is here, would otherwise be in neither (`apply` goes by id, so a change in both is harmless).
 */
export async function keepCacheLive(
  entry: CacheEntry,
  refetch: () => void,
  apply: (event: ServerEvent) => void,
): Promise<void> {
  const handle = (event: ServerEvent) => {
    if (event.type === 'auth_success') refetch();
    apply(event);
  };
  let held: ServerEvent[] | undefined = [];
  const unsubscribe = subscribeRealtime(entry.dispatch, (event) => {
    if (held) held.push(event);
    else handle(event);
  });
  try {
    await entry.cacheDataLoaded;
  } catch {
    unsubscribe();
    return;
  }
  const arrivedWhileLoading = held;
  held = undefined;
  for (const event of arrivedWhileLoading) handle(event);
  await entry.cacheEntryRemoved;
  unsubscribe();
}
