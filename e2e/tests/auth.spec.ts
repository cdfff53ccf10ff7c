import { expect, test } from '@playwright/test';
import { TERMS_CONSENT_TEXT } from '@club/contracts';
import { acceptTerms, ADMIN, PASSWORD, registerViaApi, uniqueUsername } from '../support/accounts';
import type { Page } from '@playwright/test';
import { expectSignedInAs, expectSignedOut, header, toast } from '../support/session';

/** Opens the sign-in screen once the page has settled, so typing is not lost to a late render. */
async function openAuth(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test.describe('sign-in screen', () => {
  for (const path of ['/auth', '/login', '/admin/auth', '/admin/login', '/admin']) {
    test(`${path} shows the sign-in screen with both tabs`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tab', { name: 'Join Club' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    });
  }

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

  test('shows the registration validation messages and sends nothing while they stand', async ({
    page,
  }) => {
    let registerCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/register')) registerCalls++;
    });
    await openAuth(page, '/auth?tab=register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Required')).toHaveCount(4);
    await expect(page.getByText(TERMS_CONSENT_TEXT.required)).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(`${PASSWORD}-typo`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    expect(registerCalls).toBe(0);
  });

  test('shows the login validation messages', async ({ page }) => {
    await openAuth(page, '/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a taken username fails with the "Registration failed" toast in words, on the username field', async ({
    page,
  }) => {
    const { username } = await registerViaApi(page);
    await page.context().clearCookies();
    await openAuth(page, '/auth?tab=register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`other-${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(toast(page)).toContainText('Registration failed');
    await expect(toast(page)).toContainText('This username is already taken');
    await expect(toast(page)).not.toContainText('409');
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
      'This username is already taken',
    );
    await expect(page).toHaveURL(/\/auth/);
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

  test('a wrong password fails with the "Login failed" toast, and the form keeps its input', async ({
    page,
  }) => {
    const { username } = await registerViaApi(page);
    await page.context().clearCookies();
    await openAuth(page, '/auth');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(toast(page)).toContainText('Login failed');
    await expect(toast(page)).toContainText('Invalid username or password');
    await expect(toast(page)).not.toContainText('statusCode');
    await expect(page.getByLabel('Username')).toHaveValue(username);
  });

  test('a signed-in visitor of /auth is sent home', async ({ page }) => {
    await registerViaApi(page);
    await openAuth(page, '/auth');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveCount(0);
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
