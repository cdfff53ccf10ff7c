import type { ClientSecretView, UserView } from '@club/contracts';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { toast } from '../support/session';
import {
  blockStripeJs,
  DECLINED_CARD,
  deliverPaymentSucceeded,
  useFakeStripeJs,
} from '../support/stripe';

const packageCard = (page: Page, id: string) => page.getByTestId(`package-${id}`);

/** Chooses a package and waits for the server's answer to the payment creation. */
async function purchase(page: Page, name: string) {
  const created = page.waitForResponse((response) =>
    response.url().endsWith('/api/create-payment'),
  );
  await page.getByRole('button', { name: `Purchase ${name}` }).click();
  return created;
}

test.describe('store', () => {
  test('asks anonymous visitors to sign in', async ({ page }) => {
    await page.goto('/subscription');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Authentication Required' }),
    ).toBeVisible();
    await expect(page.getByText('Please log in to purchase items from our store.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/auth?next=%2Fsubscription');
  });

  test("shows the demo notice and the server's three packages", async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/subscription');
    await expect(page.getByTestId('demo-mode-notice')).toContainText('Demo Mode');

    await expect(packageCard(page, 'tournament')).toContainText('Tournament Entry');
    await expect(packageCard(page, 'tournament')).toContainText('$25');
    await expect(packageCard(page, 'tournament')).toContainText('Prize pool participation');
    await expect(packageCard(page, 'vip')).toContainText('VIP Access');
    await expect(packageCard(page, 'vip')).toContainText('$50');
    await expect(packageCard(page, 'vip')).toContainText('Most Popular');
    await expect(packageCard(page, 'vip')).toContainText('Merchandise discounts');
    await expect(packageCard(page, 'premium')).toContainText('Premium Package');
    await expect(packageCard(page, 'premium')).toContainText('$100');
    await expect(packageCard(page, 'premium')).toContainText('1-on-1 coaching session');
    await expect(page.getByText('Most Popular')).toHaveCount(1);
  });

  test('a demo package shows the Demo Mode toast and makes no payment call', async ({ page }) => {
    await registerViaApi(page);
    const paymentCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/create-payment')) paymentCalls.push(request.url());
    });
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Purchase Tournament Entry' }).click();
    await expect(toast(page)).toContainText('Demo Mode');
    await expect(toast(page)).toContainText(
      'Real payments need products and prices created in the Stripe dashboard.',
    );
    expect(paymentCalls).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toHaveCount(0);
  });

  test('a failed payment creation shows the Error toast with the server text', async ({ page }) => {
    // A member's socket that claims the session after it has ended signs the page out, as it
    // should: the session ends only once the socket holds it, so the page still shows the store.
    const socketSignedIn = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"auth_success"')) resolve();
        }),
      ),
    );
    await registerViaApi(page);
    await page.goto('/subscription');
    await expect(packageCard(page, 'vip')).toBeVisible();
    await socketSignedIn;
    await page.context().clearCookies();
    const answer = await purchase(page, 'VIP Access');
    expect(answer.status()).toBe(401);
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('Not signed in');
  });

  test('choosing a package creates a payment and shows the card form; Back to Store returns', async ({
    page,
  }) => {
    await useFakeStripeJs(page);
    await registerViaApi(page);
    await page.goto('/subscription');
    const answer = await purchase(page, 'Premium Package');
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({
      clientSecret: expect.stringMatching(/^pi_e2e\d+_secret_e2e$/),
    });

    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete Your Purchase' }),
    ).toBeVisible();
    await expect(page.getByTestId('checkout-summary')).toContainText('Premium Package');
    await expect(page.getByTestId('checkout-summary')).toContainText('$100');
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay $100' })).toBeEnabled();

    await page.getByRole('link', { name: 'Back to Store' }).click();
    await expect(page).toHaveURL('/subscription');
    await expect(packageCard(page, 'premium')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toHaveCount(0);
  });

  test('a declined card shows the Payment Failed toast and keeps the form', async ({ page }) => {
    await useFakeStripeJs(page);
    await registerViaApi(page);
    await page.goto('/subscription');
    await purchase(page, 'VIP Access');
    await page.getByLabel('Card number').fill(DECLINED_CARD);
    await page.getByRole('button', { name: 'Pay $50' }).click();
    await expect(toast(page)).toContainText('Payment Failed');
    await expect(toast(page)).toContainText('Your card was declined.');
    await expect(page.getByRole('form', { name: 'Card payment' }).getByRole('alert')).toHaveText(
      'Your card was declined.',
    );
    await expect(page.getByRole('button', { name: 'Pay $50' })).toBeEnabled();
    await expect(page).toHaveURL('/subscription');
  });

  test('says the payment form is unavailable when Stripe.js cannot be loaded', async ({ page }) => {
    await blockStripeJs(page);
    await registerViaApi(page);
    await page.goto('/subscription');
    await purchase(page, 'VIP Access');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete Your Purchase' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Payment form unavailable');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Store' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  test('a successful payment returns to the dashboard, which shows the toast and, once Stripe confirms, the package', async ({
    page,
  }) => {
    await useFakeStripeJs(page);
    await registerViaApi(page);
    const me = (await (await page.request.get('/api/user')).json()) as UserView;
    await page.goto('/subscription');
    const answer = await purchase(page, 'VIP Access');
    const { clientSecret } = (await answer.json()) as ClientSecretView;
    const paymentIntentId = clientSecret.split('_secret_')[0];

    await page.getByRole('button', { name: 'Pay $50' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(toast(page)).toContainText('Payment Successful');
    await expect(toast(page)).toContainText('Successfully purchased VIP Access!');
    await expect(page.getByTestId('payment-confirming')).toBeVisible();
    await expect(page.getByTestId('package-status')).toContainText('No VIP access yet');

    const delivered = await deliverPaymentSucceeded(page.request, {
      userId: me.id,
      packageId: 'vip',
      paymentIntentId,
      amount: 5000,
    });
    expect(delivered.outcome).toBe('fulfilled');
    await expect(page.getByTestId('payment-confirming')).toHaveCount(0);
    await expect(page.getByTestId('purchase-row')).toHaveCount(1);
    await expect(page.getByTestId('purchase-row')).toContainText('VIP Access');
    await expect(page.getByTestId('purchase-row')).toContainText('$50.00');
    await expect(page.getByTestId('package-status')).toContainText(/VIP until \w+ \d+, \d{4}/);

    await page.reload();
    await expect(page.getByTestId('package-status')).toContainText('VIP until');
    await expect(toast(page)).toHaveCount(0);
  });
});
