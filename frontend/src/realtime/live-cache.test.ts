import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { DeskAdminView, ServerEvent } from '@club/contracts';
import { realtimeSubscribe } from './realtime-actions';
import type { RealtimeListener } from './realtime-connection';
import { keepCacheLive } from './live-cache';

const AUTH_SUCCESS: ServerEvent = { type: 'auth_success', userId: 'admin-1', role: 'admin' };
const admin = (presence: DeskAdminView['presence']): DeskAdminView => ({
  id: 'admin-2',
  username: 'bravo',
  firstName: null,
  lastName: null,
  presence,
});
const presenceEvent = (presence: DeskAdminView['presence']): ServerEvent => ({
  type: 'admin_presence',
  admin: admin(presence),
});

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (reason: unknown) => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets the promise callbacks waiting on an answer run. */
const settled = () => new Promise((resolve) => setTimeout(resolve));

/** A cache entry of one admin's presence, kept live, with the socket and the answers in the test's hands. */
function liveEntry() {
  const listeners: RealtimeListener[] = [];
  const dispatch = (action: UnknownAction) => {
    if (!realtimeSubscribe.match(action)) return undefined;
    listeners.push(action.payload);
    return () => listeners.splice(listeners.indexOf(action.payload), 1);
  };
  const firstAnswer = deferred();
  const removed = deferred();
  const refetches: Deferred[] = [];
  const entry = { presence: undefined as DeskAdminView['presence'] | undefined, listeners };
  const live = keepCacheLive(
    { dispatch, cacheDataLoaded: firstAnswer.promise, cacheEntryRemoved: removed.promise },
    () => {
      const refetch = deferred();
      refetches.push(refetch);
      return refetch.promise;
    },
    (event) => {
      if (event.type === 'admin_presence') entry.presence = event.admin.presence;
    },
  );
  const receive = (event: ServerEvent) => listeners.forEach((listener) => listener(event));
  /** The server's answer arrives: it replaces what the cache held. */
  const answer = async (answered: Deferred, presence: DeskAdminView['presence']) => {
    entry.presence = presence;
    answered.resolve();
    await settled();
  };
  return { entry, receive, firstAnswer, refetches, answer, removed, live };
}

describe('keepCacheLive', () => {
  it('applies an event that came while the first answer was loading once that answer is here', async () => {
    const { entry, receive, firstAnswer, answer } = liveEntry();
    receive(presenceEvent('away'));
    expect(entry.presence).toBeUndefined();

    await answer(firstAnswer, 'online');
    expect(entry.presence).toBe('away');
  });

  it('refetches after each authentication and applies what came meanwhile on top of the refetched answer', async () => {
    const { entry, receive, firstAnswer, refetches, answer } = liveEntry();
    await answer(firstAnswer, 'online');

    receive(AUTH_SUCCESS);
    expect(refetches).toHaveLength(1);
    receive(presenceEvent('away'));
    await answer(refetches[0], 'online');
    expect(entry.presence).toBe('away');

    receive(presenceEvent('offline'));
    expect(entry.presence).toBe('offline');
  });

  it('goes on applying events after a refetch that failed', async () => {
    const { entry, receive, firstAnswer, refetches, answer } = liveEntry();
    await answer(firstAnswer, 'online');
    receive(AUTH_SUCCESS);
    receive(presenceEvent('away'));
    refetches[0].reject(new Error('offline'));
    await settled();
    expect(entry.presence).toBe('away');
  });

  it('stops listening when the cache entry is removed', async () => {
    const { entry, receive, firstAnswer, answer, removed, live } = liveEntry();
    await answer(firstAnswer, 'online');
    removed.resolve();
    await live;
    receive(presenceEvent('away'));
    expect(entry.presence).toBe('online');
  });
});
