import { FOLLOW_UP_CONFIRM_TEXT, FOLLOW_UP_ERROR } from '@club/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { ConfirmChatEmailScreen } from './confirm-chat-email-screen';

const TOKEN = 'c'.repeat(43);
const CONFIRM_PATH = '/api/follow-up-email/confirm';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(confirm: () => Response | Promise<Response>) {
  return stubFetch((request) =>
    new URL(request.url).pathname === CONFIRM_PATH ? confirm() : new Response('', { status: 401 }),
  );
}

const confirmCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([request]) => request)
    .filter((request) => new URL(request.url).pathname === CONFIRM_PATH);

const renderAt = (hash: string) =>
  renderWithProviders(
    <StrictMode>
      <ConfirmChatEmailScreen />
    </StrictMode>,
    { route: `/confirm-chat-email${hash}` },
  );

describe('ConfirmChatEmailScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('confirms the address once and says replies will reach it', async () => {
    const fetchMock = stubApi(() => json(200, { email: 'nova@example.com' }));
    renderAt(`#token=${TOKEN}`);

    expect(
      await screen.findByText(FOLLOW_UP_CONFIRM_TEXT.confirmed('nova@example.com')),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: FOLLOW_UP_CONFIRM_TEXT.backToSite })).toHaveAttribute(
      'href',
      '/',
    );
    const calls = confirmCalls(fetchMock);
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(await calls[0].json()).toEqual({ token: TOKEN });
  });

  it('says a used or expired link does not work', async () => {
    stubApi(() => json(400, { statusCode: 400, message: FOLLOW_UP_ERROR.linkInvalid }));
    renderAt(`#token=${TOKEN}`);

    expect(await screen.findByText(FOLLOW_UP_CONFIRM_TEXT.linkInvalid)).toBeVisible();
  });

  it('asks for the link when the page has no token, without calling the server', async () => {
    const fetchMock = stubApi(() => json(200, { email: 'x@example.com' }));
    renderAt('');

    expect(await screen.findByText(FOLLOW_UP_CONFIRM_TEXT.linkMissing)).toBeVisible();
    expect(confirmCalls(fetchMock)).toHaveLength(0);
  });

  it('offers a retry after a failure that is not the link, and confirms then', async () => {
    let calls = 0;
    stubApi(() =>
      ++calls === 1 ? json(503, { statusCode: 503 }) : json(200, { email: 'nova@example.com' }),
    );
    renderAt(`#token=${TOKEN}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByText(FOLLOW_UP_CONFIRM_TEXT.confirmed('nova@example.com')),
    ).toBeVisible();
  });
});
