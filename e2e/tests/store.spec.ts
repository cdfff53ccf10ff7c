import type { ClientSecretView, UserView } from '@club/contracts';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { toast } from '../support/session';
import { DECLINED_CARD, deliverPaymentSucceeded, useFakeStripeJs } from '../support/stripe';

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
