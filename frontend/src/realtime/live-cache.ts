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
 * Keeps a cached answer live for as long as its cache entry lives: once it has loaded, every
 * socket event goes to `apply`, and every (re)authentication of the socket calls `refetch`, for
 * the changes the socket missed while it was away.
 */
export async function keepCacheLive(
  entry: CacheEntry,
  refetch: () => void,
  apply: (event: ServerEvent) => void,
): Promise<void> {
  try {
    await entry.cacheDataLoaded;
  } catch {
    return;
  }
  const unsubscribe = subscribeRealtime(entry.dispatch, (event) => {
    if (event.type === 'auth_success') refetch();
    apply(event);
  });
  await entry.cacheEntryRemoved;
  unsubscribe();
}
