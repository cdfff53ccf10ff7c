import { PASSWORD_RESET_TEXT } from '@club/contracts';
import { expect, test } from '@playwright/test';
import { PASSWORD, registerViaApi } from '../support/accounts';
import { mailTo } from '../support/mail';
import { expectSignedInAs, expectSignedOut, header } from '../support/session';

const NEW_PASSWORD = 'a-fresh-password-9';

test('forgot password: the mailed link sets a new password and signs the account out everywhere', async ({
  browser,
  page: signedIn,
}) => {
  // Two browsers, a mail and four pages.
  test.slow();
  const { username } = await registerViaApi(signedIn);
  const email = `${username}@example.com`;
  await signedIn.goto('/');
  await expectSignedInAs(signedIn, username);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: PASSWORD_RESET_TEXT.forgotLink }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: PASSWORD_RESET_TEXT.requestButton }).click();
  await expect(page.getByText(PASSWORD_RESET_TEXT.requestSent)).toBeVisible();

  const mail = await mailTo(email, 'Reset your password');
  const link = /https?:\/\/\S+\/reset-password#token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link, 'the reset link in the plain-text body').toBeDefined();
  expect(mail.html).toContain(`href="${link}"`);

  await page.goto(link!);
  await expect(page.getByText(PASSWORD_RESET_TEXT.passwordRule)).toBeVisible();
  await page.getByLabel(PASSWORD_RESET_TEXT.newPasswordLabel, { exact: true }).fill(NEW_PASSWORD);
  await page
    .getByLabel(PASSWORD_RESET_TEXT.confirmPasswordLabel, { exact: true })
    .fill(NEW_PASSWORD);
  await page.getByRole('button', { name: PASSWORD_RESET_TEXT.resetButton }).click();
  await expect(page.getByText(PASSWORD_RESET_TEXT.resetDone)).toBeVisible();

  // The browser that was signed in before is signed out: its session is gone on the server.
  expect((await signedIn.request.get('/api/user')).status()).toBe(401);
  await signedIn.reload();
  await expectSignedOut(signedIn);

  // The old password no longer works; the new one does.
  expect(
    (await page.request.post('/api/login', { data: { username, password: PASSWORD } })).status(),
  ).toBe(401);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectSignedInAs(page, username);

  // The link worked once.
  await page.goto(link!);
  await expect(page.getByText(PASSWORD_RESET_TEXT.linkInvalid)).toBeVisible();
  await expect(page.getByRole('link', { name: PASSWORD_RESET_TEXT.askAgain })).toBeVisible();
  await context.close();
});

test('forgot password answers an unknown address with the same words, and works at 360 px with the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/forgot-password');
  await page.waitForLoadState('networkidle');
  const email = page.getByLabel('Email');
  await expect(email).toBeFocused();
  await page.keyboard.type('nobody-at-all@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByText(PASSWORD_RESET_TEXT.requestSent)).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expect(header(page)).toBeVisible();
});
