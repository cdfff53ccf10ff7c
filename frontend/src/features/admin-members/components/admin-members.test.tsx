import { MEMBER_TEXT, MEMBERS_PAGE_TEXT, type MemberView } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { AdminMembers } from './admin-members';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const ADA: MemberView = {
  id: '0b7c9e6a-1f2d-4c3b-9a8e-7d6c5b4a3f21',
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'admin',
  status: 'disabled',
  vipUntil: null,
  isPremium: true,
  tournamentEntries: 0,
  memberSince: '2026-01-02T10:00:00Z',
  lastSeenAt: null,
};

describe('AdminMembers', () => {
  it('asks for the filters in the address, shows each member, and pages by the cursor', async () => {
    const asked: string[] = [];
    stubFetch((request) => {
      const url = new URL(request.url);
      asked.push(url.search);
      return url.searchParams.get('cursor')
        ? json([])
        : json([ADA], 200, { 'X-Next-Cursor': 'next-one' });
    });
    const { router } = renderWithProviders(<AdminMembers />, {
      route: '/admin/members?q=ada&role=admin&status=disabled',
    });
    expect(await screen.findByRole('link', { name: /^ada/ })).toHaveAttribute(
      'href',
      `/admin/members/${ADA.id}`,
    );
    expect(asked[0]).toBe('?search=ada&role=admin&status=disabled');
    const list = within(screen.getByRole('list', { name: 'Members' }));
    expect(list.getByText('Premium')).toBeVisible();
    expect(list.getByText(MEMBERS_PAGE_TEXT.statusName.disabled)).toBeVisible();
    expect(screen.getByRole('searchbox', { name: MEMBERS_PAGE_TEXT.searchLabel })).toHaveValue(
      'ada',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(MEMBERS_PAGE_TEXT.noMore)).toBeVisible();
    expect(router.state.location.search).toBe('?q=ada&role=admin&status=disabled&cursor=next-one');
  });

  it('says so when nothing matches, and starts from the first page on a new search', async () => {
    stubFetch(() => json([]));
    const { router } = renderWithProviders(<AdminMembers />, {
      route: '/admin/members?q=zzz&cursor=abc',
    });
    expect(await screen.findByText(MEMBERS_PAGE_TEXT.noMore)).toBeVisible();
    const search = screen.getByRole('searchbox', { name: MEMBERS_PAGE_TEXT.searchLabel });
    await userEvent.clear(search);
    await userEvent.type(search, '  nobody  ');
    await userEvent.click(screen.getByRole('button', { name: MEMBERS_PAGE_TEXT.apply }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=nobody'));
    expect(await screen.findByText(MEMBERS_PAGE_TEXT.noMatches)).toBeVisible();
  });

  it('refuses a search longer than the server takes on its field, without asking', async () => {
    const fetchMock = stubFetch(() => json([]));
    renderWithProviders(<AdminMembers />, { route: '/admin/members' });
    await screen.findByText(MEMBERS_PAGE_TEXT.noMatches);
    fetchMock.mockClear();
    const search = screen.getByRole('searchbox', { name: MEMBERS_PAGE_TEXT.searchLabel });
    await userEvent.click(search);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: MEMBERS_PAGE_TEXT.apply }));
    expect(search).toHaveAccessibleDescription(MEMBER_TEXT.searchTooLong);
    expect(search).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's error with Retry, which asks again", async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? json({ statusCode: 500, message: 'Internal server error' }, 500)
        : json([ADA]);
    });
    renderWithProviders(<AdminMembers />, { route: '/admin/members' });
    expect(await screen.findByText(/Could not load the members/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('ada@example.com')).toBeVisible();
  });
});
