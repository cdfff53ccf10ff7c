import { EMAIL_VERIFICATION_TEXT, type AccountEmailView } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toast/toaster';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { EmailSection } from './email-section';

const confirmed: AccountEmailView = {
  email: 'peter@example.com',
  verified: true,
  pendingEmail: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the section's read with `view`, and a change with `change` (the server's 202 by default). */
function stubEmailApi(view: AccountEmailView, change?: () => Response) {
  return stubFetch(async (request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    if (key === 'GET /api/account/email') return json(200, view);
    if (key === 'POST /api/account/email') {
      const { email } = (await request.clone().json()) as { email: string };
      return change?.() ?? json(202, { ...view, pendingEmail: email });
    }
    return new Response('', { status: 404 });
  });
}

const renderSection = () =>
  renderWithProviders(
    <>
      <EmailSection />
      <Toaster />
    </>,
    { route: '/dashboard/account' },
  );

async function askForChange(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(EMAIL_VERIFICATION_TEXT.newEmailLabel), email);
  await userEvent.type(
    screen.getByLabelText(EMAIL_VERIFICATION_TEXT.currentPasswordLabel),
    password,
  );
  await userEvent.click(screen.getByRole('button', { name: EMAIL_VERIFICATION_TEXT.changeButton }));
}

describe('EmailSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the address, whether it is confirmed, and the change waiting for its link', async () => {
    stubEmailApi({ email: 'peter@example.com', verified: false, pendingEmail: 'new@example.com' });
    renderSection();

    expect(await screen.findByText('peter@example.com')).toBeInTheDocument();
    expect(screen.getByText(EMAIL_VERIFICATION_TEXT.notVerified)).toBeInTheDocument();
    expect(screen.getByText(EMAIL_VERIFICATION_TEXT.pending('new@example.com'))).toBeVisible();
  });

  it('sends the new address with the password, then empties the form and shows the notice', async () => {
    const fetchMock = stubEmailApi(confirmed);
    renderSection();
    expect(await screen.findByText(EMAIL_VERIFICATION_TEXT.verified)).toBeInTheDocument();

    await askForChange(' new@example.com ', 'my-password-1');

    expect(
      await screen.findByText(EMAIL_VERIFICATION_TEXT.changeSent('new@example.com')),
    ).toBeVisible();
    expect(screen.getByText(EMAIL_VERIFICATION_TEXT.pending('new@example.com'))).toBeVisible();
    expect(screen.getByLabelText(EMAIL_VERIFICATION_TEXT.newEmailLabel)).toHaveValue('');
    expect(screen.getByLabelText(EMAIL_VERIFICATION_TEXT.currentPasswordLabel)).toHaveValue('');
    const change = fetchMock.mock.calls
      .map(([request]) => request)
      .find((request) => request.method === 'POST')!;
    expect(new URL(change.url).pathname).toBe('/api/account/email');
    expect(await change.json()).toEqual({
      email: 'new@example.com',
      currentPassword: 'my-password-1',
    });
  });

  it('checks the address before sending anything', async () => {
    const fetchMock = stubEmailApi(confirmed);
    renderSection();

    await askForChange('not-an-address', 'my-password-1');

    expect(
      screen.getByLabelText(EMAIL_VERIFICATION_TEXT.newEmailLabel),
    ).toHaveAccessibleDescription('Email must be a valid email address');
    expect(fetchMock.mock.calls.filter(([request]) => request.method === 'POST')).toHaveLength(0);
  });

  it('puts a wrong password on its field, in the server’s words', async () => {
    stubEmailApi(confirmed, () =>
      json(400, { statusCode: 400, message: EMAIL_VERIFICATION_TEXT.wrongPassword }),
    );
    renderSection();

    await askForChange('new@example.com', 'guess');

    const field = screen.getByLabelText(EMAIL_VERIFICATION_TEXT.currentPasswordLabel);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(EMAIL_VERIFICATION_TEXT.wrongPassword),
    );
    const toast = within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status');
    expect(toast).toHaveTextContent(EMAIL_VERIFICATION_TEXT.failedTitle);
    expect(toast).toHaveTextContent(EMAIL_VERIFICATION_TEXT.wrongPassword);
    expect(screen.queryByText(EMAIL_VERIFICATION_TEXT.pending('new@example.com'))).toBeNull();
  });
});
