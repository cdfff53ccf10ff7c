import { EMAIL_VERIFICATION_TEXT, ERROR_TEXT, type UserView } from '@club/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toast/toaster';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { DashboardScreen } from './dashboard-screen';
import { testUser } from '@/test/user-fixture';

const user = testUser({ id: 'u1', emailVerified: false, createdAt: '2026-11-01T10:00:00.000Z' });

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The purchases are empty; a resend is answered with `resend`. */
function stubDashboardApi(
  resend: () => Response | Promise<Response> = () => new Response(null, { status: 202 }),
) {
  return stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/account/email/verification') return resend();
    if (path === '/api/payments') return json(200, []);
    return new Response('', { status: 404 });
  });
}

const renderDashboard = (member: UserView) =>
  renderWithProviders(
    <>
      <DashboardScreen user={member} />
      <Toaster />
    </>,
    { route: '/dashboard' },
  );

const resendButton = () =>
  screen.getByRole('button', { name: EMAIL_VERIFICATION_TEXT.resendButton });

describe('EmailVerificationBanner', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks an unconfirmed member to open the link, and shows nothing once confirmed', () => {
    stubDashboardApi();
    const { unmount } = renderDashboard(user);

    const banner = screen.getByTestId('email-verification-banner');
    expect(within(banner).getByText(EMAIL_VERIFICATION_TEXT.bannerTitle)).toBeInTheDocument();
    expect(
      within(banner).getByText(EMAIL_VERIFICATION_TEXT.bannerText(user.email)),
    ).toBeInTheDocument();
    unmount();

    renderDashboard({ ...user, emailVerified: true });
    expect(screen.queryByTestId('email-verification-banner')).not.toBeInTheDocument();
    expect(screen.queryByText(EMAIL_VERIFICATION_TEXT.bannerTitle)).not.toBeInTheDocument();
  });

  it('sends a new link and says where it went', async () => {
    const fetchMock = stubDashboardApi();
    renderDashboard(user);

    await userEvent.click(resendButton());

    expect(await screen.findByText(EMAIL_VERIFICATION_TEXT.resent(user.email))).toBeVisible();
    const sent = fetchMock.mock.calls
      .map(([request]) => request)
      .filter((request) => new URL(request.url).pathname === '/api/account/email/verification');
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(resendButton()).toBeEnabled();
  });

  it('shows the sending state while the request is on its way', async () => {
    stubDashboardApi(() => new Promise<Response>(() => undefined));
    renderDashboard(user);

    await userEvent.click(resendButton());

    expect(
      await screen.findByRole('button', { name: EMAIL_VERIFICATION_TEXT.resendPending }),
    ).toBeDisabled();
  });

  it('says when to try again after too many links', async () => {
    stubDashboardApi(() =>
      json(429, { statusCode: 429, message: ERROR_TEXT.tooManyRequests }, { 'Retry-After': '120' }),
    );
    renderDashboard(user);

    await userEvent.click(resendButton());

    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    const toast = await toasts.findByRole('status');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent(EMAIL_VERIFICATION_TEXT.failedTitle);
    expect(toast).toHaveTextContent('Too many attempts. Please try again in 2 minutes.');
  });
});
