import { MEMBER_TEXT, MEMBERS_PAGE_TEXT } from '@club/contracts';
import type { Page } from '@playwright/test';
import { PASSWORD, loginViaApi, registerViaApi, uniqueUsername } from '../support/accounts';
import { expect, test } from '../support/chat-fixtures';
import { expectSignedInAs, expectSignedOut, toast } from '../support/session';

test.describe.configure({ timeout: 90_000 });

const confirmIn = async (admin: Page, action: string) => {
  await admin.getByRole('button', { name: action, exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: action });
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(admin).first()).toBeVisible();
};

test('an admin finds a member, makes them admin and back, and disables them: their other browser is signed out at once and sign-in says why', async ({
  admin,
  browser,
}) => {
  // Two browsers, two role changes and three sign-ins: slow on two busy cores.
  test.slow();
  const username = uniqueUsername('orion');
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await registerViaApi(member, { username, firstName: 'Orion', lastName: 'Vance' });
  await member.goto('/dashboard');
  await expectSignedInAs(member, 'Orion');

  // Search, at 1280 px: a table; the search is in the address.
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.goto('/admin/members');
  await admin.getByRole('searchbox', { name: MEMBERS_PAGE_TEXT.searchLabel }).fill('ORION V');
  await admin.getByRole('button', { name: MEMBERS_PAGE_TEXT.apply }).click();
  await expect(admin).toHaveURL(/\/admin\/members\?q=ORION\+V$/);
  const table = admin.getByRole('table', { name: 'Members' });
  await expect(table.getByTestId('member-row')).toHaveCount(1);
  await expect(table.getByText(`${username}@example.com`)).toBeVisible();
  await table.getByRole('link', { name: username }).click();
  await expect(admin).toHaveURL(/\/admin\/members\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('heading', { name: username })).toBeVisible();

  // Make admin, then back: each signs the member out; the audit log on the page says both.
  await confirmIn(admin, MEMBERS_PAGE_TEXT.makeAdmin);
  await expect(admin.getByRole('button', { name: MEMBERS_PAGE_TEXT.removeAdmin })).toBeVisible();
  await expectSignedOut(member);
  await loginViaApi(member, username, PASSWORD);
  expect((await member.request.get('/api/admin/users')).status()).toBe(200);
  await confirmIn(admin, MEMBERS_PAGE_TEXT.removeAdmin);
  await expect(admin.getByRole('button', { name: MEMBERS_PAGE_TEXT.makeAdmin })).toBeVisible();
  expect((await member.request.get('/api/admin/users')).status()).toBe(401);
  const audit = admin.getByRole('list', { name: MEMBERS_PAGE_TEXT.auditOfMember });
  await expect(audit.getByTestId('audit-entry')).toHaveCount(2);
  await expect(audit.getByTestId('audit-entry').first()).toContainText('Removed admin');

  // Disable while the member's browser is signed in: it is signed out without a reload.
  await loginViaApi(member, username, PASSWORD);
  await member.goto('/dashboard');
  await expectSignedInAs(member, 'Orion');
  await confirmIn(admin, MEMBERS_PAGE_TEXT.disable);
  await expect(admin.getByRole('button', { name: MEMBERS_PAGE_TEXT.enable })).toBeVisible();
  await expectSignedOut(member);
  await expect(audit.getByTestId('audit-entry').first()).toContainText('Disabled account');

  // Signing in again is refused with the reason.
  await member.goto('/auth');
  await member.getByLabel('Username').fill(username);
  await member.getByLabel('Password').fill(PASSWORD);
  await member.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(member)).toContainText(MEMBER_TEXT.accountDisabled);
  await expectSignedOut(member);

  // The list's status filter finds the disabled account.
  await admin.goto(`/admin/members?q=${username}&status=disabled`);
  await expect(admin.getByTestId('member-row')).toHaveCount(1);
  await memberContext.close();
});

test('at 360 px the members list is cards without sideways scrolling, and pages through the address', async ({
  admin,
}) => {
  await admin.setViewportSize({ width: 360, height: 740 });
  await admin.goto('/admin/members');
  const cards = admin.getByRole('list', { name: 'Members' });
  await expect(cards.getByTestId('member-row').first()).toBeVisible();
  expect(
    await admin.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  // An admin's own page offers no way to remove their role or disable themselves.
  await admin.goto('/admin/members?role=admin');
  await cards.getByTestId('member-row').filter({ hasText: 'e2e_admin' }).click();
  await expect(admin.getByText(MEMBER_TEXT.ownRole)).toBeVisible();
  await expect(admin.getByRole('button', { name: MEMBERS_PAGE_TEXT.disable })).toBeDisabled();
});
