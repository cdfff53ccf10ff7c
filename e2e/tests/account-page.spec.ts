import { readFile } from 'node:fs/promises';
import { ACCOUNT_TEXT, type AccountExport } from '@club/contracts';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, loginViaApi, registerViaApi } from '../support/accounts';
import { expectSignedInAs, expectSignedOut, header, toast } from '../support/session';

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const NEW_PASSWORD = 'a-brand-new-password-7';

const sessionList = (page: Page) => page.getByRole('list', { name: ACCOUNT_TEXT.sessionsTitle });

test('a member manages their account: signs another browser out at once, edits the profile, changes the password, downloads their data and deletes the account', async ({
  browser,
  page,
}) => {
  // Two browsers and four password hashes in one journey: about 25 s on two busy cores.
  test.slow();
  const { username } = await registerViaApi(page, { firstName: 'Nova' });
  const otherContext = await browser.newContext({ userAgent: FIREFOX_ON_LINUX });
  const other = await otherContext.newPage();
  await loginViaApi(other, username, PASSWORD);
  await other.goto('/dashboard');
  await expectSignedInAs(other, 'Nova');

  // The header's account menu, from the keyboard.
  await page.goto('/');
  await expectSignedInAs(page, 'Nova');
  await header(page).getByRole('button', { name: 'Welcome, Nova' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: ACCOUNT_TEXT.menuLabel });
  await expect(menu.getByRole('menuitem', { name: ACCOUNT_TEXT.menuDashboard })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: ACCOUNT_TEXT.menuStore })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: ACCOUNT_TEXT.menuSignOut })).toBeVisible();
  await menu.getByRole('menuitem', { name: ACCOUNT_TEXT.menuAccount }).click();
  await expect(page).toHaveURL('/dashboard/account');

  // Sessions: this one and the Firefox one; signing the other out ends it at once.
  const sessions = sessionList(page);
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText(ACCOUNT_TEXT.sessionsThisDevice)).toBeVisible();
  await sessions
    .getByRole('button', { name: `${ACCOUNT_TEXT.sessionSignOut}: Firefox on Linux` })
    .click();
  await expect(toast(page).getByText(ACCOUNT_TEXT.sessionSignedOut)).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await other.request.get('/api/user')).status()).toBe(401);
  // Without a reload: the server closed its socket with "Signed out".
  await expectSignedOut(other);
  await otherContext.close();

  // Profile, with the member's own nickname.
  await page.getByLabel('First name').fill('Stella');
  await page.getByLabel('Nickname').fill('Comet');
  await page.getByRole('button', { name: ACCOUNT_TEXT.profileSave }).click();
  await expect(toast(page).getByText(ACCOUNT_TEXT.profileSaved)).toBeVisible();
  await expectSignedInAs(page, 'Stella');
  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue('Comet');

  // Password: the wrong current one is refused on its field; the right one changes it.
  const passwordForm = page.getByRole('form', { name: ACCOUNT_TEXT.passwordTitle });
  const currentPassword = passwordForm.getByLabel(ACCOUNT_TEXT.currentPasswordLabel);
  await currentPassword.fill('not-my-password');
  await passwordForm.getByLabel(ACCOUNT_TEXT.newPasswordLabel).fill(NEW_PASSWORD);
  await passwordForm.getByRole('button', { name: ACCOUNT_TEXT.passwordSave }).click();
  await expect(currentPassword).toHaveAccessibleDescription(ACCOUNT_TEXT.wrongPassword);
  await currentPassword.fill(PASSWORD);
  await passwordForm.getByRole('button', { name: ACCOUNT_TEXT.passwordSave }).click();
  await expect(toast(page).getByText(ACCOUNT_TEXT.passwordChanged)).toBeVisible();
  await expect(passwordForm.getByLabel(ACCOUNT_TEXT.newPasswordLabel)).toHaveValue('');
  await expectSignedInAs(page, 'Stella');

  // Download my data: a JSON file with the profile.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: ACCOUNT_TEXT.exportButton }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`my-data-${username}.json`);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as AccountExport;
  expect(data.profile).toMatchObject({ username, firstName: 'Stella', nickname: 'Comet' });
  expect(data.conversations).toEqual([]);
  expect(data.payments).toEqual([]);

  // Delete: the password confirms it; then the account cannot sign in.
  await page.getByRole('button', { name: ACCOUNT_TEXT.deleteButton }).click();
  await page.getByLabel(ACCOUNT_TEXT.deletePasswordLabel, { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_TEXT.deleteConfirm }).click();
  await expect(toast(page).getByText(ACCOUNT_TEXT.deleted)).toBeVisible();
  await expect(page).toHaveURL('/');
  await expectSignedOut(page);
  const login = await page.request.post('/api/login', {
    data: { username, password: NEW_PASSWORD },
  });
  expect(login.status()).toBe(401);
});

test('the account page at 360 px: reached from the mobile menu, signs out everywhere else, no sideways scrolling', async ({
  browser,
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { username } = await registerViaApi(page);
  const otherContext = await browser.newContext({ userAgent: FIREFOX_ON_LINUX });
  const other = await otherContext.newPage();
  await loginViaApi(other, username, PASSWORD);

  await page.goto('/');
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await header(page).getByRole('link', { name: ACCOUNT_TEXT.menuAccount }).click();
  await expect(page).toHaveURL('/dashboard/account');
  await expect(sessionList(page).getByRole('listitem')).toHaveCount(2);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: ACCOUNT_TEXT.sessionsSignOutOthers }).click();
  await expect(toast(page).getByText(ACCOUNT_TEXT.sessionsOthersSignedOut)).toBeVisible();
  await expect(sessionList(page).getByRole('listitem')).toHaveCount(1);
  expect((await other.request.get('/api/user')).status()).toBe(401);
  expect((await page.request.get('/api/user')).status()).toBe(200);
  await otherContext.close();
});
