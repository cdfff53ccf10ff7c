import { RECOVERY_CODE_COUNT, TWO_FACTOR_TEXT } from '@club/contracts';
import { test as base, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { uniqueUsername } from '../support/accounts';
import { AppProcess } from '../support/app-process';

/**
 * A fresh admin of its own: the start-up admin (ADMIN_USERNAME) of an app started for this spec
 * with ADMIN_2FA=required, so the shared e2e_admin, which every other spec signs in with, keeps
 * signing in with its password alone.
 */
const BOSS = { username: uniqueUsername('boss'), password: 'boss-e2e-password-42' };

const test = base.extend<object, { app: AppProcess }>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      // Beyond the suite's own apps and chat-restart's (E2E_PORT + 3000 + worker).
      const port = Number(process.env.E2E_PORT ?? 5123) + 3500 + workerInfo.workerIndex;
      const app = new AppProcess(port, {
        ADMIN_USERNAME: BOSS.username,
        ADMIN_PASSWORD: BOSS.password,
        ADMIN_2FA: 'required',
      });
      await app.start();
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

test.describe.configure({ timeout: 90_000 });

/** The app's code one step ahead: still accepted, and newer than the code that turned it on. */
const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function signInWithPassword(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/auth`);
  await page.getByLabel('Username').fill(BOSS.username);
  await page.getByLabel('Password').fill(BOSS.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('an admin sets up an authenticator app, signs out, and signs in with the password and a code', async ({
  page,
  app,
}) => {
  // Required: after the password, only the set-up is open.
  await signInWithPassword(page, app.baseURL);
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Security');
  await expect(page.getByText('Set it up to finish signing in')).toBeVisible();
  expect((await page.request.get(`${app.baseURL}/api/admin/users`)).status()).toBe(401);

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  const codeField = page.getByLabel(TWO_FACTOR_TEXT.codeLabel);
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(RECOVERY_CODE_COUNT);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page).toHaveURL(/\/admin\/chat$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Chat');

  // Signed out, the password alone is not enough.
  expect((await page.request.post(`${app.baseURL}/api/logout`)).status()).toBe(204);
  await signInWithPassword(page, app.baseURL);
  const signInCode = page.getByLabel(TWO_FACTOR_TEXT.codeLabel);
  await expect(signInCode).toBeFocused();
  await expect(signInCode).toHaveAttribute('inputmode', 'numeric');
  expect((await page.request.get(`${app.baseURL}/api/user`)).status()).toBe(401);

  await signInCode.fill('000000' === (await nextCode(secret)) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(TWO_FACTOR_TEXT.wrongCode).first()).toBeVisible();

  await signInCode.fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${app.baseURL}/`);
  const user = await page.request.get(`${app.baseURL}/api/user`);
  expect(user.status()).toBe(200);
  expect((await user.json()).username).toBe(BOSS.username);

  await page.goto(`${app.baseURL}/admin/security`);
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
  await expect(page.getByText('cannot be turned off')).toBeVisible();
});
