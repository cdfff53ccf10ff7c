import type { MemberConversationView, MemberMessageView } from '@club/contracts';
import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, PASSWORD, registerViaApi } from '../support/accounts';
import { horizontalOverflow } from '../support/public-site';
import { toast } from '../support/session';
import { useFakeStripeJs } from '../support/stripe';

/** A member who exists but whose browser is signed out. */
async function signedOutMember(page: Page) {
  const member = await registerViaApi(page);
  await page.context().clearCookies();
  return member;
}

async function signInWithForm(page: Page, username: string, password = PASSWORD) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function lastSupportMessage(page: Page): Promise<MemberMessageView | undefined> {
  const conversations = await page.request.get('/api/conversations');
  const [conversation] = (await conversations.json()) as MemberConversationView[];
  const messages = await page.request.get(`/api/conversations/${conversation.id}/messages`);
  return ((await messages.json()) as MemberMessageView[]).at(-1);
}

function draftTests() {
  test('the contact form filled while signed out is still filled after sign-in, and sends with one click', async ({
    page,
  }) => {
    const { username } = await signedOutMember(page);
    await page.goto('/contact');
    const contact = page.getByRole('form', { name: 'Contact form' });
    await contact.getByLabel('Name').fill('Nova Star');
    await contact.getByLabel('Email').fill(`${username}@example.com`);
    await contact.getByLabel('Subject').selectOption({ label: 'Tournaments' });
    await contact.getByLabel('Message').fill('Is there a freeroll tonight?');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Login Required');
    await expect(page).toHaveURL('/auth?next=%2Fcontact%23contact');

    await signInWithForm(page, username);
    await expect(page).toHaveURL('/contact#contact');
    await expect(contact.getByLabel('Name')).toHaveValue('Nova Star');
    await expect(contact.getByLabel('Email')).toHaveValue(`${username}@example.com`);
    await expect(contact.getByLabel('Subject')).toHaveValue('tournaments');
    await expect(contact.getByLabel('Message')).toHaveValue('Is there a freeroll tonight?');

    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent!');
    await expect(contact.getByLabel('Message')).toHaveValue('');
    const sent = await lastSupportMessage(page);
    expect(sent?.content).toContain('Subject: Tournaments');
    expect(sent?.content).toContain('Is there a freeroll tonight?');
  });

  test("the store's chosen package is offered again after sign-in", async ({ page }) => {
    await useFakeStripeJs(page);
    const { username } = await signedOutMember(page);
    await page.goto('/subscription');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Authentication Required' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Purchase VIP Access' }).click();
    await expect(page).toHaveURL('/auth?next=%2Fsubscription');

    await signInWithForm(page, username);
    await expect(page).toHaveURL('/subscription');
    const chosen = page.getByTestId('chosen-package');
    await expect(chosen).toContainText('You chose VIP Access before signing in.');
    expect(await horizontalOverflow(page)).toBe(0);
    await chosen.getByRole('button', { name: 'Continue with VIP Access' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete Your Purchase' }),
    ).toBeVisible();
    await expect(page.getByTestId('checkout-summary')).toContainText('VIP Access');
  });
}

test.describe('drafts through sign-in', draftTests);

test.describe('readable errors and drafts through sign-in at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  draftTests();

  // The rules and the server's refusal on its field are the join form's own (auth-screen's
  // component test); here they must fit a phone.
  test('the join form shows the rules first and puts a taken username on its field', async ({
    page,
  }) => {
    const { username } = await signedOutMember(page);
    await page.goto('/auth?tab=register');
    const form = page.getByRole('form', { name: 'Create account' });
    await expect(form.getByLabel('Username')).toHaveAccessibleDescription(
      '3 to 32 letters, digits, dots, dashes or underscores',
    );
    await expect(form.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      '8 to 128 characters',
    );

    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email').fill(`other-${username}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm Password').fill(PASSWORD);
    await acceptTerms(form);
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(form.getByLabel('Username')).toHaveAccessibleDescription(
      'This username is already taken',
    );
    await expect(form.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('This username is already taken')).toBeVisible();
    await expect(toast(page)).toContainText('Registration failed');
    await expect(toast(page)).not.toContainText('409');
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
