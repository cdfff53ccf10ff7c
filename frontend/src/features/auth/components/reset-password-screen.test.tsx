import { PASSWORD_RESET_TEXT } from '@club/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { ResetPasswordScreen } from './reset-password-screen';

const TOKEN = 'a'.repeat(43);
const LINK_REFUSED = () =>
  new Response(JSON.stringify({ statusCode: 400, message: PASSWORD_RESET_TEXT.linkInvalid }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });

/** Answers the API like the server: check and confirm by `answers`, the session with a 401. */
function stubApi(answers: { check?: () => Response; confirm?: () => Response }) {
  return stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/password-reset/check')
      return answers.check?.() ?? new Response(null, { status: 204 });
    if (path === '/api/password-reset/confirm')
      return answers.confirm?.() ?? new Response(null, { status: 204 });
    return new Response('', { status: 401 });
  });
}

const renderAt = (hash: string) =>
  renderWithProviders(<ResetPasswordScreen />, { route: `/reset-password${hash}` });

describe('ResetPasswordScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the password rule before anything is typed, then sets the password', async () => {
    const fetchMock = stubApi({});
    renderAt(`#token=${TOKEN}`);

    const password = await screen.findByLabelText(PASSWORD_RESET_TEXT.newPasswordLabel);
    expect(screen.getByText(PASSWORD_RESET_TEXT.passwordRule)).toBeInTheDocument();
    await userEvent.type(password, 'new-password-1');
    await userEvent.type(
      screen.getByLabelText(PASSWORD_RESET_TEXT.confirmPasswordLabel),
      'new-password-1{Enter}',
    );

    expect(await screen.findByText(PASSWORD_RESET_TEXT.resetDone)).toBeInTheDocument();
    const confirm = fetchMock.mock.calls
      .map(([request]) => request)
      .find((request) => request.url.endsWith('/api/password-reset/confirm'))!;
    expect(await confirm.json()).toEqual({ token: TOKEN, password: 'new-password-1' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('keeps the password rules and the confirmation before sending', async () => {
    const fetchMock = stubApi({});
    renderAt(`#token=${TOKEN}`);

    const password = await screen.findByLabelText(PASSWORD_RESET_TEXT.newPasswordLabel);
    await userEvent.type(password, 'short{Enter}');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.type(password, '-but-longer');
    await userEvent.type(
      screen.getByLabelText(PASSWORD_RESET_TEXT.confirmPasswordLabel),
      'something-else',
    );
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([request]) => request.url.endsWith('/confirm')),
    ).toHaveLength(0);
  });

  it('says when the link has expired or was used, and offers a new one', async () => {
    stubApi({ check: LINK_REFUSED });
    renderAt(`#token=${TOKEN}`);

    expect(await screen.findByText(PASSWORD_RESET_TEXT.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PASSWORD_RESET_TEXT.askAgain })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(PASSWORD_RESET_TEXT.newPasswordLabel)).not.toBeInTheDocument();
  });

  it('turns into the expired state when the link dies while the form is open', async () => {
    stubApi({ confirm: LINK_REFUSED });
    renderAt(`#token=${TOKEN}`);

    await userEvent.type(
      await screen.findByLabelText(PASSWORD_RESET_TEXT.newPasswordLabel),
      'new-password-1',
    );
    await userEvent.type(
      screen.getByLabelText(PASSWORD_RESET_TEXT.confirmPasswordLabel),
      'new-password-1{Enter}',
    );

    expect(await screen.findByText(PASSWORD_RESET_TEXT.linkInvalid)).toBeInTheDocument();
  });

  it('shows a checking state while the link is looked at', async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderAt(`#token=${TOKEN}`);

    expect(await screen.findByText(PASSWORD_RESET_TEXT.checking)).toBeInTheDocument();
  });

  it('asks for the link from the mail when the page has no token', async () => {
    const fetchMock = stubApi({});
    renderAt('');

    expect(screen.getByText(PASSWORD_RESET_TEXT.linkMissing)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
