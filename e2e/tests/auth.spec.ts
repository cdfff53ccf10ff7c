import { expect, test } from '@playwright/test';
import { TERMS_CONSENT_TEXT } from '@club/contracts';
import { ADMIN, PASSWORD, registerViaApi, uniqueUsername } from '../support/accounts';
import type { Page } from '@playwright/test';
import { expectSignedInAs, expectSignedOut, header } from '../support/session';

/** Opens the sign-in screen once the page has settled, so typing is not lost to a late render. */
async function openAuth(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test.describe('sign-in screen', () => {
  test('registers a new member, who is signed in and greeted by first name', async ({ page }) => {
    const username = uniqueUsername('newbie');
    await openAuth(page, '/auth');
    await page.getByRole('tab', { name: 'Join Club' }).click();
    // The sign-in form has a Username field too: type only once the join form is there.
    const form = page.getByRole('form', { name: 'Create account' });
    await expect(form).toBeVisible();
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email').fill(`${username}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm Password').fill(PASSWORD);
    await form.getByLabel('First Name').fill('Nova');
    await expect(form.getByLabel('Username')).toHaveValue(username);
    await form.getByRole('button', { name: 'Create Account' }).click();
    const consent = form.getByRole('checkbox', { name: /18 or older/ });
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAccessibleDescription(TERMS_CONSENT_TEXT.required);
    await expect(page).toHaveURL(/\/auth/);
    await consent.press('Space');
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, 'Nova');
    const me = await page.request.get('/api/user');
    expect(await me.json()).toMatchObject({ username, firstName: 'Nova', role: 'user' });
  });

  test('signs in, greets by username when there is no first name, and logs out', async ({
    page,
  }) => {
    const { username } = await registerViaApi(page);
    await page.context().clearCookies();
    await openAuth(page, '/auth');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, username);
    await expect(header(page).getByRole('link', { name: 'Admin Chat' })).toHaveCount(0);

    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expectSignedOut(page);
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('the admin from ADMIN_USERNAME signs in and sees the Admin Chat link', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expectSignedInAs(page, ADMIN.username);
    const adminLink = header(page).getByRole('link', { name: 'Admin Chat' });
    await expect(adminLink).toHaveAttribute('href', '/admin/chat');
  });
});
