import {
  PAYMENT_LINK_CHOICE,
  PAYMENT_PROMPT,
  PAYMENT_REQUEST_CONFIRM_TEXT,
  PAYMENT_REQUEST_TEXT,
  type ClientSecretView,
  type MemberConversationView,
  type UserView,
} from '@club/contracts';
import type { Locator, Page, Request } from '@playwright/test';
import { acceptTerms, PASSWORD, registerViaApi, uniqueUsername } from '../support/accounts';
import {
  adminConversationId,
  adminSendViaApi,
  chatLog,
  openConversation,
  openGuestWidget,
  openWidget,
  replyAsAdmin,
  sendFromWidget,
  seriousViolations,
} from '../support/chat';
import { expect, test } from '../support/chat-fixtures';
import { toast } from '../support/session';
import {
  BANK_REDIRECT,
  DECLINED_CARD,
  deliverPaymentSucceeded,
  useFakeStripeJs,
} from '../support/stripe';

const requestCard = (scope: Page | Locator, packageName: string) =>
  scope.getByRole('group', { name: `Payment request: ${packageName}` });
const statusOf = (card: Locator) => card.getByTestId('payment-request-status');
const customerPanel = (admin: Page) =>
  admin.getByRole('complementary', { name: 'Customer details' });

/** A signed-in member whose support conversation has a message, on the home page. */
async function memberWhoAsked(page: Page, text: string) {
  const username = uniqueUsername('payer');
  await registerViaApi(page, { username });
  const user = (await (await page.request.get('/api/user')).json()) as UserView;
  const started = await page.request.post('/api/conversations', { data: { subject: 'Support' } });
  const conversation = (await started.json()) as MemberConversationView;
  const sent = await page.request.post('/api/messages', {
    data: { conversationId: conversation.id, content: text },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return { username, user, conversation };
}

const confirmation = (admin: Page) =>
  admin.getByRole('dialog', { name: PAYMENT_REQUEST_CONFIRM_TEXT.title });

/** Confirms the request the dialog names, with Enter, and waits for the server's answer. */
async function confirmRequest(admin: Page, text: string) {
  await expect(confirmation(admin)).toContainText(text);
  await expect(
    confirmation(admin).getByRole('button', { name: PAYMENT_REQUEST_CONFIRM_TEXT.confirm }),
  ).toBeFocused();
  const created = admin.waitForResponse(
    (response) =>
      response.url().endsWith('/payment-requests') && response.request().method() === 'POST',
  );
  await admin.keyboard.press('Enter');
  expect((await created).status()).toBe(201);
  await expect(confirmation(admin)).toHaveCount(0);
}

/** Sends a request for the package from the open conversation's composer menu, once confirmed. */
async function requestFromComposer(admin: Page, pane: Locator, item: string, confirmText: string) {
  await pane.getByRole('button', { name: 'Request payment' }).click();
  await admin.getByRole('menuitem', { name: item }).click();
  await confirmRequest(admin, confirmText);
}

test.describe('payment requests in chat', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an admin asks a member for VIP Access; the member pays by card in the chat; both sides and the customer panel show it paid', async ({
    page,
    admin,
  }) => {
    await useFakeStripeJs(page);
    const { username, user } = await memberWhoAsked(page, 'Can I get VIP?');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard');
    const panel = await openWidget(page);

    await admin.setViewportSize({ width: 1280, height: 800 });
    const pane = await openConversation(admin, username);
    await expect(
      customerPanel(admin).getByRole('region', { name: 'Payment requests' }),
    ).toContainText('None sent');
    await requestFromComposer(
      admin,
      pane,
      'VIP Access — $50',
      PAYMENT_REQUEST_CONFIRM_TEXT.body(username, 'VIP Access', '$50'),
    );
    const adminCard = requestCard(pane, 'VIP Access');
    await expect(statusOf(adminCard)).toHaveText('Open');
    await expect(adminCard).toContainText('$50');
    expect(await seriousViolations(admin, 'main')).toEqual([]);

    const card = requestCard(panel, 'VIP Access');
    await expect(statusOf(card)).toHaveText('Open');
    await expect(card).toContainText(/Expires /);
    expect(await seriousViolations(page, '[data-testid="chat-panel"]')).toEqual([]);
    const checkout = page.waitForResponse((response) => response.url().endsWith('/pay'));
    await card.getByRole('button', { name: 'Pay $50' }).click();
    const { clientSecret } = (await (await checkout).json()) as ClientSecretView;
    await expect(card.getByLabel('Card number')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await card.getByLabel('Card number').fill(DECLINED_CARD);
    await card.getByRole('button', { name: 'Pay $50' }).click();
    await expect(toast(page)).toContainText('Payment Failed');
    await expect(toast(page)).toContainText('Your card was declined.');
    await expect(card.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(card.getByRole('button', { name: 'Pay $50' })).toBeEnabled();

    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByRole('button', { name: 'Pay $50' }).click();
    await expect(card.getByRole('status')).toHaveText('Payment received — confirming…');
    await expect(statusOf(card)).toHaveText('Open');

    // Stripe tells the server: only its webhook marks the request paid.
    await deliverPaymentSucceeded(page.request, {
      userId: user.id,
      packageId: 'vip',
      paymentIntentId: clientSecret.split('_secret_')[0],
      amount: 5000,
    });
    await expect(statusOf(card)).toHaveText('Paid');
    await expect(toast(page)).toContainText('Payment Successful');
    await expect(toast(page)).toContainText('Successfully purchased VIP Access!');
    await expect(card.getByRole('button', { name: /^Pay / })).toHaveCount(0);

    await expect(statusOf(adminCard)).toHaveText('Paid');
    await expect(adminCard.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
    const requests = customerPanel(admin).getByTestId('customer-payment-request');
    await expect(requests).toHaveCount(1);
    await expect(requests.first()).toHaveAttribute('data-status', 'paid');
    await expect(customerPanel(admin).getByRole('region', { name: 'Purchases' })).toContainText(
      'VIP Access',
    );
  });

  test("a payment method that leaves for the bank's page comes back to the dashboard, which says how it went", async ({
    page,
    admin,
  }) => {
    await useFakeStripeJs(page);
    const { user, conversation } = await memberWhoAsked(page, 'Premium by bank transfer?');
    const sent = await admin.request.post(
      `/api/admin/conversations/${conversation.id}/payment-requests`,
      { data: { packageId: 'premium' } },
    );
    expect(sent.status(), await sent.text()).toBe(201);
    await page.goto('/merchandise');
    const panel = await openWidget(page);
    const card = requestCard(panel, 'Premium Package');
    const checkout = page.waitForResponse((response) => response.url().endsWith('/pay'));
    await card.getByRole('button', { name: 'Pay $100' }).click();
    const { clientSecret } = (await (await checkout).json()) as ClientSecretView;
    await card.getByLabel('Card number').fill(BANK_REDIRECT);
    await card.getByRole('button', { name: 'Pay $100' }).click();

    await page.waitForURL(/\/dashboard$/);
    await expect(toast(page)).toContainText('Payment Successful');
    await expect(toast(page)).toContainText('Successfully purchased Premium Package!');
    await deliverPaymentSucceeded(page.request, {
      userId: user.id,
      packageId: 'premium',
      paymentIntentId: clientSecret.split('_secret_')[0],
      amount: 10000,
    });
    const returned = requestCard(await openWidget(page), 'Premium Package');
    await expect(statusOf(returned)).toHaveText('Paid');
  });

  test('a visitor asks for a payment link, registers in the widget mid-way and confirms the demo request with their history kept', async ({
    page,
    admin,
  }) => {
    const { panel, name } = await openGuestWidget(page);
    await sendFromWidget(panel, 'I want to join a tournament');
    const conversationId = await adminConversationId(admin, 'anonymous', name);
    await adminSendViaApi(admin, 'anonymous', conversationId, `Sure! ${PAYMENT_PROMPT}`);
    const picker = panel.getByTestId('payment-picker');
    await picker.getByRole('radio', { name: PAYMENT_LINK_CHOICE }).check();
    await picker.getByRole('button', { name: 'Send', exact: true }).click();

    const pane = await openConversation(admin, name);
    const suggestion = pane.getByTestId('payment-link-suggestion');
    await expect(suggestion).toContainText('The customer asked for a payment link.');
    await suggestion.getByRole('button', { name: 'Send Tournament Entry request' }).click();
    await confirmRequest(admin, PAYMENT_REQUEST_CONFIRM_TEXT.body(name, 'Tournament Entry', '$25'));
    await expect(suggestion).toHaveCount(0);

    const card = requestCard(panel, 'Tournament Entry');
    await expect(statusOf(card)).toHaveText('Open');
    await expect(card).toContainText(PAYMENT_REQUEST_TEXT.demoNotice);
    await card.getByRole('button', { name: PAYMENT_REQUEST_TEXT.membersOnly }).click();

    const signIn = panel.getByTestId('widget-sign-in');
    await signIn.getByRole('button', { name: 'Create an account' }).click();
    const username = uniqueUsername('joiner');
    const form = signIn.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email').fill(`${username}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm Password').fill(PASSWORD);
    await acceptTerms(form);
    await form.getByRole('button', { name: 'Create Account' }).click();

    const memberCard = requestCard(panel, 'Tournament Entry');
    const confirm = memberCard.getByRole('button', { name: 'Confirm demo payment' });
    await expect(confirm).toBeFocused({ timeout: 15_000 });
    await expect(chatLog(panel).getByText('I want to join a tournament')).toBeVisible();
    await expect(chatLog(panel).getByText(PAYMENT_LINK_CHOICE, { exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    // A demo takes no money and grants nothing: every screen says so, none says "purchased".
    await expect(statusOf(memberCard)).toHaveText('Paid (demo)');
    await expect(toast(page)).toContainText(PAYMENT_REQUEST_TEXT.demoToastTitle);
    await expect(toast(page)).toContainText(PAYMENT_REQUEST_TEXT.demoToastText);
    await expect(toast(page)).not.toContainText('Successfully purchased');

    const memberPane = await openConversation(admin, username);
    await expect(statusOf(requestCard(memberPane, 'Tournament Entry'))).toHaveText('Paid (demo)');
    await expect(customerPanel(admin).getByRole('region', { name: 'Purchases' })).toContainText(
      'Tournament Entry (demo: no money taken, not granted)',
    );
    await expect(customerPanel(admin).getByRole('region', { name: 'Packages' })).toContainText(
      'Tournament entries0',
    );

    await admin.goto(`/admin/payments?status=demo`);
    const row = admin.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('Demo');
    await expect(row).toContainText('no money taken, no package granted');
    await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0);

    await page.goto('/dashboard');
    const purchases = page.getByTestId('purchase-row');
    await expect(purchases).toHaveCount(1);
    await expect(purchases.first()).toContainText('Tournament Entry');
    await expect(purchases.first()).toContainText('Demo: not granted');
  });

  test('Escape in the confirmation sends nothing and gives the keyboard back; an admin cancels an open request and the member sees it cancelled, with no way to pay', async ({
    page,
    admin,
  }) => {
    const { username } = await memberWhoAsked(page, 'Premium, please');
    await page.goto('/dashboard');
    const panel = await openWidget(page);
    const pane = await openConversation(admin, username);

    const posted: string[] = [];
    const countPosts = (request: Request) => {
      if (request.method() === 'POST' && request.url().endsWith('/payment-requests'))
        posted.push(request.url());
    };
    admin.on('request', countPosts);
    const button = pane.getByRole('button', { name: 'Request payment' });
    await button.click();
    await admin.getByRole('menuitem', { name: 'VIP Access — $50' }).click();
    await expect(confirmation(admin)).toContainText(
      PAYMENT_REQUEST_CONFIRM_TEXT.body(username, 'VIP Access', '$50'),
    );
    expect(await seriousViolations(admin, '[role="dialog"]')).toEqual([]);
    await admin.keyboard.press('Escape');
    await expect(confirmation(admin)).toHaveCount(0);
    await expect(button).toBeFocused();
    // A request would have left on the key press, before this reply does: none did.
    await replyAsAdmin(admin, username, 'No request after all');
    expect(posted).toEqual([]);
    admin.off('request', countPosts);
    await expect(
      customerPanel(admin).getByRole('region', { name: 'Payment requests' }),
    ).toContainText('None sent');
    await expect(requestCard(panel, 'VIP Access')).toHaveCount(0);

    await requestFromComposer(
      admin,
      pane,
      'Premium Package — $100',
      PAYMENT_REQUEST_CONFIRM_TEXT.body(username, 'Premium Package', '$100'),
    );
    const card = requestCard(panel, 'Premium Package');
    await expect(card.getByRole('button', { name: 'Pay $100' })).toBeVisible();

    await requestCard(pane, 'Premium Package')
      .getByRole('button', { name: 'Cancel request' })
      .click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText('Cancel this payment request?');
    await dialog.getByRole('button', { name: 'Yes, cancel request' }).click();

    await expect(statusOf(card)).toHaveText('Cancelled');
    await expect(card.getByRole('button', { name: 'Pay $100' })).toHaveCount(0);
    const cancelled = requestCard(pane, 'Premium Package');
    await expect(statusOf(cancelled)).toHaveText('Cancelled');
    // Its Cancel button is gone: the keyboard carries on from the card, not the top of the page.
    await expect(cancelled).toBeFocused();
  });
});
