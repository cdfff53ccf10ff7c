import { ACCOUNT_TEXT, EMAIL_VERIFICATION_TEXT } from '@club/contracts';
import { expect, test, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { acceptTerms, PASSWORD, registerViaApi, uniqueUsername } from '../support/accounts';
import { mailTo } from '../support/mail';
import { expectSignedInAs, toast } from '../support/session';

const SUBJECT = {
  verify: 'Confirm your e-mail address',
  confirmNew: 'Confirm your new e-mail address',
  changed: 'Your e-mail address was changed',
};

/** The confirmation link of a mail's plain-text body, checked against its HTML button. */
function confirmationLinkOf(mail: ParsedMail): string {
  const link = /https?:\/\/\S+\/verify-email#token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link, 'the confirmation link in the plain-text body').toBeDefined();
  expect(mail.html).toContain(`href="${link}"`);
  return link!;
}

const banner = (page: Page) =>
  page.getByRole('alert').filter({ hasText: EMAIL_VERIFICATION_TEXT.bannerTitle });

test('a new member confirms the address from the mailed link, and the dashboard stops asking', async ({
  page,
}) => {
  // A registration, two mails and three page loads: about 20 s on two busy cores.
  test.slow();
  const username = uniqueUsername('verify');
  const email = `${username}@example.com`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Join Club' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await expect(form).toBeVisible();
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password').fill(PASSWORD);
  await form.getByLabel('First Name').fill('Nova');
  await acceptTerms(form);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expectSignedInAs(page, 'Nova');

  await page.goto('/dashboard');
  await expect(banner(page)).toContainText(EMAIL_VERIFICATION_TEXT.bannerText(email));
  const first = confirmationLinkOf(await mailTo(email, SUBJECT.verify));

  // "Resend" mails a new link; only the newest works.
  await banner(page).getByRole('button', { name: EMAIL_VERIFICATION_TEXT.resendButton }).click();
  await expect(toast(page).getByText(EMAIL_VERIFICATION_TEXT.resent(email))).toBeVisible();
  let newest = first;
  await expect
    .poll(async () => (newest = confirmationLinkOf(await mailTo(email, SUBJECT.verify))))
    .not.toBe(first);

  await page.goto(first);
  await expect(page.getByText(EMAIL_VERIFICATION_TEXT.linkInvalid)).toBeVisible();

  await page.goto(newest);
  await expect(page.getByText(EMAIL_VERIFICATION_TEXT.confirmed(email))).toBeVisible();
  await page.getByRole('link', { name: EMAIL_VERIFICATION_TEXT.toDashboard }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('a member changes the address on the account page: the new one counts once its link is opened, in another browser, and the old one is told', async ({
  browser,
  page,
}) => {
  // Two browsers, three mails and a password check: about 20 s on two busy cores.
  test.slow();
  const { username } = await registerViaApi(page, { firstName: 'Vega' });
  const oldEmail = `${username}@example.com`;
  const newEmail = `${uniqueUsername('moved')}@example.com`;
  await page.goto('/dashboard/account');
  const section = page.getByRole('region', { name: EMAIL_VERIFICATION_TEXT.sectionTitle });
  await expect(section.getByText(oldEmail)).toBeVisible();
  await expect(section.getByText(EMAIL_VERIFICATION_TEXT.notVerified)).toBeVisible();
  const form = section.getByRole('form', { name: EMAIL_VERIFICATION_TEXT.changeButton });

  // A wrong password is refused on its field, and nothing is mailed.
  await form.getByLabel(EMAIL_VERIFICATION_TEXT.newEmailLabel).fill(newEmail);
  await form.getByLabel(EMAIL_VERIFICATION_TEXT.currentPasswordLabel).fill('not-my-password');
  await form.getByRole('button', { name: EMAIL_VERIFICATION_TEXT.changeButton }).click();
  await expect(
    form.getByLabel(EMAIL_VERIFICATION_TEXT.currentPasswordLabel),
  ).toHaveAccessibleDescription(EMAIL_VERIFICATION_TEXT.wrongPassword);

  await form.getByLabel(EMAIL_VERIFICATION_TEXT.currentPasswordLabel).fill(PASSWORD);
  await form.getByRole('button', { name: EMAIL_VERIFICATION_TEXT.changeButton }).click();
  await expect(toast(page).getByText(EMAIL_VERIFICATION_TEXT.changeSent(newEmail))).toBeVisible();
  await expect(section.getByText(EMAIL_VERIFICATION_TEXT.pending(newEmail))).toBeVisible();
  await expect(form.getByLabel(EMAIL_VERIFICATION_TEXT.newEmailLabel)).toHaveValue('');
  expect((await (await page.request.get('/api/user')).json()).email).toBe(oldEmail);

  // The link opens in a browser that is not signed in.
  const link = confirmationLinkOf(await mailTo(newEmail, SUBJECT.confirmNew));
  const elsewhere = await browser.newContext();
  const phone = await elsewhere.newPage();
  await phone.setViewportSize({ width: 360, height: 740 });
  await phone.goto(link);
  await expect(phone.getByText(EMAIL_VERIFICATION_TEXT.changed(newEmail))).toBeVisible();
  await expect(phone.getByRole('link', { name: EMAIL_VERIFICATION_TEXT.toSignIn })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await elsewhere.close();

  const notice = await mailTo(oldEmail, SUBJECT.changed);
  expect(notice.text).not.toContain(newEmail);

  await page.reload();
  await expect(section.getByText(newEmail)).toBeVisible();
  await expect(section.getByText(EMAIL_VERIFICATION_TEXT.verified, { exact: true })).toBeVisible();
  await expect(section.getByText(EMAIL_VERIFICATION_TEXT.pending(newEmail))).toHaveCount(0);
  await expect(page.getByRole('heading', { name: ACCOUNT_TEXT.title })).toBeVisible();
});
