import { MEMBER_TEXT, MEMBERS_PAGE_TEXT, type MemberDetailView } from '@club/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toast/toaster';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { MemberActions } from './member-actions';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const MEMBER: MemberDetailView = {
  id: '0b7c9e6a-1f2d-4c3b-9a8e-7d6c5b4a3f21',
  username: 'nova',
  email: 'nova@example.com',
  firstName: null,
  lastName: null,
  role: 'user',
  status: 'active',
  vipUntil: null,
  isPremium: false,
  tournamentEntries: 0,
  memberSince: '2026-01-02T10:00:00Z',
  lastSeenAt: null,
  phone: null,
  nickname: null,
  supportLabel: null,
  emailVerified: true,
  twoFactorEnabled: false,
  disabledAt: null,
  payments: [],
  paymentCount: 0,
  conversations: [],
};

function renderActions(member: MemberDetailView, adminId = 'another-admin') {
  renderWithProviders(
    <>
      <MemberActions member={member} adminId={adminId} />
      <Toaster />
    </>,
  );
}

describe('MemberActions', () => {
  it('disables an account only after the confirmation, then says so', async () => {
    const sent: { url: string; body: unknown }[] = [];
    stubFetch(async (request) => {
      sent.push({ url: new URL(request.url).pathname, body: await request.json() });
      return json({ ...MEMBER, status: 'disabled' });
    });
    renderActions(MEMBER);
    await userEvent.click(screen.getByRole('button', { name: MEMBERS_PAGE_TEXT.disable }));
    const dialog = screen.getByRole('dialog', { name: MEMBERS_PAGE_TEXT.disable });
    expect(dialog).toHaveTextContent(MEMBERS_PAGE_TEXT.disableConfirm('nova'));
    expect(sent).toEqual([]);

    await userEvent.click(
      screen.getByRole('button', { name: MEMBERS_PAGE_TEXT.disable, hidden: false }),
    );
    expect(await screen.findByText(MEMBERS_PAGE_TEXT.done.member_disabled)).toBeVisible();
    expect(sent).toEqual([
      { url: `/api/admin/users/${MEMBER.id}/status`, body: { status: 'disabled' } },
    ]);
  });

  it('Cancel sends nothing', async () => {
    const fetchMock = stubFetch(() => json(MEMBER));
    renderActions(MEMBER);
    await userEvent.click(screen.getByRole('button', { name: MEMBERS_PAGE_TEXT.makeAdmin }));
    await userEvent.click(screen.getByRole('button', { name: MEMBERS_PAGE_TEXT.cancel }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    stubFetch(() => json({ statusCode: 409, message: MEMBER_TEXT.ownRole }, 409));
    renderActions({ ...MEMBER, role: 'admin' });
    await userEvent.click(screen.getByRole('button', { name: MEMBERS_PAGE_TEXT.removeAdmin }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(
      Array.from(dialog.querySelectorAll('button')).find(
        (button) => button.textContent === MEMBERS_PAGE_TEXT.removeAdmin,
      )!,
    );
    expect(await screen.findByText(MEMBER_TEXT.ownRole)).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('offers an admin neither removing their own role nor disabling themselves, and says why', () => {
    stubFetch(() => json(MEMBER));
    renderActions({ ...MEMBER, role: 'admin' }, MEMBER.id);
    expect(screen.getByRole('button', { name: MEMBERS_PAGE_TEXT.removeAdmin })).toBeDisabled();
    expect(screen.getByRole('button', { name: MEMBERS_PAGE_TEXT.disable })).toBeDisabled();
    expect(screen.getByText(MEMBER_TEXT.ownRole)).toBeVisible();
    expect(screen.getByText(MEMBER_TEXT.ownAccount)).toBeVisible();
  });

  it("resets another admin's two-factor only after the confirmation, with a DELETE", async () => {
    const sent: { method: string; url: string }[] = [];
    stubFetch((request) => {
      sent.push({ method: request.method, url: new URL(request.url).pathname });
      return json({ ...MEMBER, role: 'admin' });
    });
    renderActions({ ...MEMBER, role: 'admin', twoFactorEnabled: true });
    await userEvent.click(screen.getByRole('button', { name: MEMBERS_PAGE_TEXT.resetTwoFactor }));
    const dialog = screen.getByRole('dialog', { name: MEMBERS_PAGE_TEXT.resetTwoFactor });
    expect(dialog).toHaveTextContent(MEMBERS_PAGE_TEXT.resetTwoFactorConfirm('nova'));
    expect(sent).toEqual([]);

    await userEvent.click(
      Array.from(dialog.querySelectorAll('button')).find(
        (button) => button.textContent === MEMBERS_PAGE_TEXT.resetTwoFactor,
      )!,
    );
    expect(await screen.findByText(MEMBERS_PAGE_TEXT.done.member_two_factor_reset)).toBeVisible();
    expect(sent).toEqual([{ method: 'DELETE', url: `/api/admin/users/${MEMBER.id}/two-factor` }]);
  });

  it("offers no two-factor reset while it is off, and none on the admin's own account", () => {
    stubFetch(() => json(MEMBER));
    renderActions({ ...MEMBER, role: 'admin' });
    expect(screen.queryByRole('button', { name: MEMBERS_PAGE_TEXT.resetTwoFactor })).toBeNull();
  });

  it('says where an admin turns their own two-factor off', () => {
    stubFetch(() => json(MEMBER));
    renderActions({ ...MEMBER, role: 'admin', twoFactorEnabled: true }, MEMBER.id);
    expect(screen.getByRole('button', { name: MEMBERS_PAGE_TEXT.resetTwoFactor })).toBeDisabled();
    expect(screen.getByText(MEMBER_TEXT.ownTwoFactor)).toBeVisible();
  });
});
