import { ACCOUNT_TEXT, EMAIL_VERIFICATION_TEXT, type AccountSessionView } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { AccountScreen } from './account-screen';
import { testUser } from '@/test/user-fixture';

const user = testUser({ id: 'u1', firstName: 'Peter', createdAt: '2026-11-01T10:00:00.000Z' });

const sessions: AccountSessionView[] = [
  {
    id: 'this-one',
    device: 'Chrome on Windows',
    lastSeenAt: '2026-11-25T10:00:00.000Z',
    current: true,
  },
  {
    id: 'phone-one',
    device: 'Safari on iOS',
    lastSeenAt: '2026-11-24T10:00:00.000Z',
    current: false,
  },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the page's requests; `refusals` maps "METHOD path" to an error answer. */
function stubAccountApi(refusals: Record<string, Response> = {}) {
  return stubFetch((request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    if (refusals[key]) return refusals[key];
    if (key === 'GET /api/account/sessions') return json(200, sessions);
    if (key === 'GET /api/account/email')
      return json(200, { email: user.email, verified: true, pendingEmail: null });
    if (key === 'PATCH /api/account/profile') return json(200, { ...user, nickname: 'Ace' });
    return new Response(null, { status: 204 });
  });
}

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);

describe('AccountScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves the profile with the member’s own nickname', async () => {
    const fetchMock = stubAccountApi();
    renderWithProviders(<AccountScreen user={user} />, { route: '/dashboard/account' });

    await userEvent.type(screen.getByLabelText('Nickname'), 'Ace');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.profileSave }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'PATCH', '/api/account/profile')).toHaveLength(1),
    );
    expect(await callsTo(fetchMock, 'PATCH', '/api/account/profile')[0].json()).toEqual({
      firstName: 'Peter',
      lastName: '',
      phone: '',
      nickname: 'Ace',
    });
  });

  it('shows the e-mail address right after the profile', async () => {
    stubAccountApi();
    renderWithProviders(<AccountScreen user={user} />, { route: '/dashboard/account' });

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual([
      ACCOUNT_TEXT.profileTitle,
      EMAIL_VERIFICATION_TEXT.sectionTitle,
    ]);
    expect(await screen.findByText(EMAIL_VERIFICATION_TEXT.verified)).toBeInTheDocument();
  });

  it('lists the sessions and signs another one out by its opaque id', async () => {
    const fetchMock = stubAccountApi();
    renderWithProviders(<AccountScreen user={user} />, { route: '/dashboard/account' });

    const list = await screen.findByRole('list', { name: ACCOUNT_TEXT.sessionsTitle });
    expect(await within(list).findByText('Chrome on Windows')).toBeInTheDocument();
    expect(within(list).getByText(ACCOUNT_TEXT.sessionsThisDevice)).toBeInTheDocument();
    await userEvent.click(
      within(list).getByRole('button', { name: `${ACCOUNT_TEXT.sessionSignOut}: Safari on iOS` }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', '/api/account/sessions/phone-one')).toHaveLength(1),
    );
  });

  it('puts a wrong current password on its field, in the server’s words', async () => {
    stubAccountApi({
      'POST /api/account/password': json(400, {
        statusCode: 400,
        message: ACCOUNT_TEXT.wrongPassword,
      }),
    });
    renderWithProviders(<AccountScreen user={user} />, { route: '/dashboard/account' });
    // The e-mail section asks for the current password too: this one is the password form's.
    const form = within(screen.getByRole('form', { name: ACCOUNT_TEXT.passwordTitle }));

    await userEvent.type(form.getByLabelText(ACCOUNT_TEXT.currentPasswordLabel), 'guess');
    await userEvent.type(form.getByLabelText(ACCOUNT_TEXT.newPasswordLabel), 'new-password-1');
    await userEvent.click(form.getByRole('button', { name: ACCOUNT_TEXT.passwordSave }));

    const field = form.getByLabelText(ACCOUNT_TEXT.currentPasswordLabel);
    await waitFor(() => expect(field).toHaveAccessibleDescription(ACCOUNT_TEXT.wrongPassword));
  });

  it('asks for the password before deleting, and offers the data download as a file link', async () => {
    const fetchMock = stubAccountApi();
    renderWithProviders(<AccountScreen user={user} />, { route: '/dashboard/account' });

    expect(screen.getByRole('link', { name: ACCOUNT_TEXT.exportButton })).toHaveAttribute(
      'href',
      '/api/account/export',
    );
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.deleteButton }));
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.deleteConfirm }));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/account/delete')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(ACCOUNT_TEXT.deletePasswordLabel), 'my-password-1');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.deleteConfirm }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/account/delete')).toHaveLength(1));
  });

  it('tells an admin their account cannot be deleted here and points to the console', async () => {
    const fetchMock = stubAccountApi();
    renderWithProviders(<AccountScreen user={{ ...user, role: 'admin' }} />, {
      route: '/dashboard/account',
    });

    expect(screen.getByText(ACCOUNT_TEXT.deleteAdmin)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ACCOUNT_TEXT.deleteAdminLink })).toHaveAttribute(
      'href',
      '/admin/members',
    );
    expect(screen.queryByRole('button', { name: ACCOUNT_TEXT.deleteButton })).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/account/delete')).toHaveLength(0);
  });
});
