import {
  EMAIL_VERIFICATION_TEXT,
  type EmailVerificationResultView,
  type UserView,
} from '@club/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERAL_ERROR_TEXT } from '@/api/error-text';
import { makeStore } from '@/app/store';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { sessionChanged } from '../session-slice';
import { VerifyEmailScreen } from './verify-email-screen';

const TOKEN = 'v'.repeat(43);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const LINK_REFUSED = () =>
  json(400, { statusCode: 400, message: EMAIL_VERIFICATION_TEXT.linkInvalid });

/** Answers the confirmation with `confirm`, and the session as signed in or not. */
function stubApi(confirm: () => Response | Promise<Response>, { signedIn = false } = {}) {
  return stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/email-verification/confirm') return confirm();
    if (path === '/api/user' && signedIn) return json(200, { id: 'u1', emailVerified: true });
    return new Response('', { status: 401 });
  });
}

const confirmed = (result: EmailVerificationResultView) => () => json(200, result);

const confirmCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([request]) => request)
    .filter((request) => new URL(request.url).pathname === '/api/email-verification/confirm');

const renderAt = (hash: string) =>
  renderWithProviders(
    <StrictMode>
      <VerifyEmailScreen />
    </StrictMode>,
    { route: `/verify-email${hash}` },
  );

describe('VerifyEmailScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('confirms the address once, and leads a signed-in member to the dashboard', async () => {
    const fetchMock = stubApi(confirmed({ email: 'peter@example.com', changed: false }), {
      signedIn: true,
    });
    renderAt(`#token=${TOKEN}`);

    expect(
      await screen.findByText(EMAIL_VERIFICATION_TEXT.confirmed('peter@example.com')),
    ).toBeVisible();
    expect(
      await screen.findByRole('link', { name: EMAIL_VERIFICATION_TEXT.toDashboard }),
    ).toHaveAttribute('href', '/dashboard');
    const calls = confirmCalls(fetchMock);
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(await calls[0].json()).toEqual({ token: TOKEN });
  });

  it('fetches the signed-in user again, so the dashboard stops asking for a confirmation', async () => {
    stubApi(confirmed({ email: 'peter@example.com', changed: false }), { signedIn: true });
    const store = makeStore();
    store.dispatch(sessionChanged({ id: 'u1', emailVerified: false } as UserView));
    renderWithProviders(<VerifyEmailScreen />, { store, route: `/verify-email#token=${TOKEN}` });

    await waitFor(() => expect(store.getState().session.user?.emailVerified).toBe(true));
  });

  it('says which address the account now has after a change, and offers to sign in', async () => {
    stubApi(confirmed({ email: 'new@example.com', changed: true }));
    renderAt(`#token=${TOKEN}`);

    expect(
      await screen.findByText(EMAIL_VERIFICATION_TEXT.changed('new@example.com')),
    ).toBeVisible();
    expect(
      await screen.findByRole('link', { name: EMAIL_VERIFICATION_TEXT.toSignIn }),
    ).toHaveAttribute('href', '/auth');
  });

  it('shows a checking state while the link is confirmed', async () => {
    stubApi(() => new Promise<Response>(() => undefined));
    renderAt(`#token=${TOKEN}`);

    expect(await screen.findByRole('status')).toHaveTextContent(EMAIL_VERIFICATION_TEXT.checking);
  });

  it('says when the link has expired or was used', async () => {
    stubApi(LINK_REFUSED);
    renderAt(`#token=${TOKEN}`);

    expect(await screen.findByText(EMAIL_VERIFICATION_TEXT.linkInvalid)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to try again when the server could not answer', async () => {
    let answer = () => new Response('', { status: 503 });
    const fetchMock = stubApi(() => answer());
    renderAt(`#token=${TOKEN}`);

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(GENERAL_ERROR_TEXT.unavailable)).toBeVisible();
    answer = confirmed({ email: 'peter@example.com', changed: false });
    await userEvent.click(retry);

    expect(
      await screen.findByText(EMAIL_VERIFICATION_TEXT.confirmed('peter@example.com')),
    ).toBeVisible();
    expect(confirmCalls(fetchMock)).toHaveLength(2);
  });

  it('asks for the link from the mail when the page has no token', async () => {
    const fetchMock = stubApi(LINK_REFUSED);
    renderAt('');

    expect(screen.getByText(EMAIL_VERIFICATION_TEXT.linkMissing)).toBeVisible();
    expect(
      await screen.findByRole('link', { name: EMAIL_VERIFICATION_TEXT.toSignIn }),
    ).toBeInTheDocument();
    expect(confirmCalls(fetchMock)).toHaveLength(0);
  });
});
