import { SECOND_FACTOR_STATUS, TWO_FACTOR_TEXT, type SecondFactorChallenge } from '@club/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { Toaster } from '@/components/toast/toaster';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { selectSession, sessionChanged } from '../session-slice';
import { AuthScreen } from './auth-screen';
import { testUser } from '@/test/user-fixture';

const admin = testUser({
  id: 'b9b7c1de-0000-4000-8000-000000000002',
  username: 'boss',
  email: 'boss@example.com',
  role: 'admin',
});

const challenge = (secondFactor: SecondFactorChallenge['secondFactor']) =>
  Response.json({ secondFactor } satisfies SecondFactorChallenge, {
    status: SECOND_FACTOR_STATUS,
  });

function renderAuth(route = '/auth') {
  const store = makeStore();
  store.dispatch(sessionChanged(null));
  return renderWithProviders(
    <>
      <AuthScreen />
      <Toaster />
    </>,
    { store, route },
  );
}

async function signInWithPassword() {
  await userEvent.type(screen.getByLabelText('Username'), 'boss');
  await userEvent.type(screen.getByLabelText('Password'), 'hunter22{Enter}');
}

describe('the sign-in code step', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the app code after the password, then signs in and goes on', async () => {
    const fetchMock = stubFetch((request) =>
      new URL(request.url).pathname === '/api/login' ? challenge('totp') : Response.json(admin),
    );
    const { router, store } = renderAuth();
    await signInWithPassword();

    const field = await screen.findByLabelText(TWO_FACTOR_TEXT.codeLabel);
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveFocus();
    expect(router.state.location.pathname).toBe('/auth');
    expect(selectSession(store.getState()).user).toBeNull();

    await userEvent.type(field, '123456{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectSession(store.getState()).user).toEqual(admin);
    const sent = fetchMock.mock.calls[1][0];
    expect(new URL(sent.url).pathname).toBe('/api/login/two-factor');
    expect(await sent.json()).toEqual({ code: '123456' });
  });

  it('takes a recovery code instead when asked', async () => {
    const fetchMock = stubFetch((request) =>
      new URL(request.url).pathname === '/api/login' ? challenge('totp') : Response.json(admin),
    );
    const { router } = renderAuth();
    await signInWithPassword();

    await userEvent.click(
      await screen.findByRole('button', { name: TWO_FACTOR_TEXT.useRecoveryCode }),
    );
    const field = screen.getByLabelText(TWO_FACTOR_TEXT.recoveryCodeLabel);
    expect(field).not.toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, 'abcd-efgh-jkmn-pqrs{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await fetchMock.mock.calls[1][0].json()).toEqual({
      recoveryCode: 'abcd-efgh-jkmn-pqrs',
    });
  });

  it("shows the server's words under the field when the code is wrong, and stays", async () => {
    stubFetch((request) =>
      new URL(request.url).pathname === '/api/login'
        ? challenge('totp')
        : Response.json({ statusCode: 401, message: TWO_FACTOR_TEXT.wrongCode }, { status: 401 }),
    );
    const { router } = renderAuth();
    await signInWithPassword();

    await userEvent.type(await screen.findByLabelText(TWO_FACTOR_TEXT.codeLabel), '000000{Enter}');

    expect(await screen.findAllByText(TWO_FACTOR_TEXT.wrongCode)).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('sends an admin who must set up two-factor sign-in to the security page', async () => {
    stubFetch(() => challenge('totp_setup'));
    const { router } = renderAuth();
    await signInWithPassword();

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/security'));
  });
});
