import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
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

  it('clears the current user', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    const { result, currentUser } = renderUseLogout();

    await act(() => result.current.logout());

    expect(currentUser()).toBeNull();
  });

  it("shows a destructive 'Logout failed' toast and keeps the user", async () => {
    stubFetch(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const { result, store, currentUser } = renderUseLogout();

    await act(() => result.current.logout());

    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'Logout failed',
      description: 'Something went wrong on our side. Please try again in a moment.',
      variant: 'destructive',
    });
    expect(currentUser()).toEqual(user);
  });
});
