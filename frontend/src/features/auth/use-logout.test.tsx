import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { outboxStorageKey } from '@/chat-core/outbox-store';
import { selectCurrentToast } from '@/components/toast/toast-slice';
import { stubFetch } from '@/test/stub-fetch';
import { selectSession, sessionChanged } from './session-slice';
import { useLogout } from './use-logout';
import type { UserView } from '@club/contracts';

const user = { id: 'u1', username: 'starlord', firstName: null, role: 'user' } as UserView;

function renderUseLogout() {
  const store = makeStore();
  store.dispatch(sessionChanged(user));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const { result } = renderHook(() => useLogout(), { wrapper });
  const currentUser = () => selectSession(store.getState()).user;
  return { result, store, currentUser };
}

describe('useLogout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("clears the current user and forgets the account's unsent chat messages here", async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    localStorage.setItem(outboxStorageKey('user:u1'), '[{"content":"my card ends 4242"}]');
    localStorage.setItem(outboxStorageKey('admin:u1'), '[{"content":"refund approved"}]');
    localStorage.setItem(outboxStorageKey('user:u2'), '[{"content":"another member"}]');
    const { result, currentUser } = renderUseLogout();

    await act(() => result.current.logout());

    expect(currentUser()).toBeNull();
    expect(localStorage.getItem(outboxStorageKey('user:u1'))).toBeNull();
    expect(localStorage.getItem(outboxStorageKey('admin:u1'))).toBeNull();
    expect(localStorage.getItem(outboxStorageKey('user:u2'))).not.toBeNull();
    localStorage.clear();
  });

  it("shows a destructive 'Logout failed' toast and keeps the user and their unsent messages", async () => {
    stubFetch(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    localStorage.setItem(outboxStorageKey('user:u1'), '[{"content":"still signed in"}]');
    const { result, store, currentUser } = renderUseLogout();

    await act(() => result.current.logout());

    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'Logout failed',
      description: 'Something went wrong on our side. Please try again in a moment.',
      variant: 'destructive',
    });
    expect(currentUser()).toEqual(user);
    expect(localStorage.getItem(outboxStorageKey('user:u1'))).not.toBeNull();
    localStorage.clear();
  });
});
