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
 * missed while it was away. Events that arrive while an answer is loading (the first one or a
 * refetch) are held and applied once it is here: a change made after the server answered, whose
 * event comes before the answer, would otherwise be overwritten by the answer. Events of one
 * socket come in order and `apply` goes by id, so a change in both is harmless.
 */
export async function keepCacheLive(
  entry: CacheEntry,
  refetch: () => PromiseLike<unknown>,
  apply: (event: ServerEvent) => void,
): Promise<void> {
  let held: ServerEvent[] | undefined = [];
  const receive = (event: ServerEvent) => {
    if (held) held.push(event);
    else handle(event);
  };
  const release = () => {
    const events = held ?? [];
    held = undefined;
    for (const event of events) receive(event);
  };
  const handle = (event: ServerEvent) => {
    if (event.type === 'auth_success') {
      held = [];
      refetch().then(release, release);
    }
    apply(event);
  };
  const unsubscribe = subscribeRealtime(entry.dispatch, receive);
  try {
    await entry.cacheDataLoaded;
  } catch {
    unsubscribe();
    return;
  }
  release();
  await entry.cacheEntryRemoved;
  unsubscribe();
}
