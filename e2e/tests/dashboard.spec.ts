import type { ClientSecretView, UserView } from '@club/contracts';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { toast } from '../support/session';
import { deliverPaymentSucceeded } from '../support/stripe';

/**
 * Opens the address Stripe returns to, as someone could type it, and waits until the page has
 * the server's answer about that payment and has drawn what it does with it.
 */
async function openReturnAddress(page: Page, paymentIntentId: string) {
  const answered = page.waitForResponse((response) =>
    response.url().endsWith(`/api/payments/${paymentIntentId}`),
  );
  await page.goto(
    `/dashboard?payment_intent=${paymentIntentId}&payment_intent_client_secret=${paymentIntentId}_secret_x&redirect_status=succeeded&package=vip`,
  );
  const answer = await answered;
  await expect(page.getByRole('heading', { level: 1, name: 'Member Dashboard' })).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return answer;
}

test.describe('member dashboard', () => {
  test('asks anonymous visitors to sign in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Authentication Required' }),
    ).toBeVisible();
    await expect(page.getByText('Please log in to view your dashboard.')).toBeVisible();
  });

  test('shows a new member their profile, no packages and no purchases, and the way to support', async ({
    page,
  }) => {
    const { username } = await registerViaApi(page, { firstName: 'Vega', lastName: 'Lyra' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Member Dashboard' })).toBeVisible();
    await expect(page.getByTestId('profile')).toContainText(username);
    await expect(page.getByTestId('profile')).toContainText(`${username}@example.com`);
    await expect(page.getByTestId('profile')).toContainText('Vega Lyra');
    await expect(page.getByTestId('package-status')).toContainText('No VIP access yet');
    await expect(page.getByTestId('package-status')).toContainText('Not premium');
    await expect(page.getByTestId('package-status')).toContainText('0 tournament entries');
    await expect(page.getByText('No purchases yet.')).toBeVisible();

    await page.getByRole('link', { name: 'Open Support Chat' }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('a crafted return address with an unknown payment shows no Payment Successful toast', async ({
    page,
  }) => {
    await registerViaApi(page);
    const answer = await openReturnAddress(page, 'pi_crafted123');
    expect(answer.status()).toBe(404);
    await expect(toast(page)).toHaveCount(0);
    await expect(page.getByTestId('payment-confirming')).toHaveCount(0);
    await expect(page.getByText('No purchases yet.')).toBeVisible();
  });

  test('a return address naming another member’s payment, or an unpaid one, shows no toast', async ({
    page,
    browser,
  }) => {
    await registerViaApi(page);
    const created = await page.request.post('/api/create-payment', {
      data: { priceId: 'price_vip_e2e' },
    });
    expect(created.status()).toBe(200);
    const { clientSecret } = (await created.json()) as ClientSecretView;
    const paymentIntentId = clientSecret.split('_secret_')[0];

    const unpaid = await openReturnAddress(page, paymentIntentId);
    expect(unpaid.status()).toBe(200);
    expect(await unpaid.json()).toMatchObject({ status: 'pending', recorded: false });
    await expect(toast(page)).toHaveCount(0);

    const other = await browser.newPage();
    try {
      await registerViaApi(other);
      const foreign = await openReturnAddress(other, paymentIntentId);
      expect(foreign.status()).toBe(404);
      await expect(toast(other)).toHaveCount(0);
      await expect(other.getByTestId('payment-confirming')).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test('shows what the webhook granted and only the member’s own purchases', async ({
    page,
    browser,
  }) => {
    await registerViaApi(page);
    const me = (await (await page.request.get('/api/user')).json()) as UserView;
    await deliverPaymentSucceeded(page.request, {
      userId: me.id,
      packageId: 'premium',
      paymentIntentId: `pi_dash_${me.id}`,
      amount: 10000,
    });
    await deliverPaymentSucceeded(page.request, {
      userId: me.id,
      packageId: 'tournament',
      paymentIntentId: `pi_dash_t_${me.id}`,
      amount: 2500,
    });

    await page.goto('/dashboard');
    await expect(page.getByTestId('package-status')).toContainText('VIP until');
    await expect(page.getByTestId('package-status')).toContainText('Premium member');
    await expect(page.getByTestId('package-status')).toContainText('1 tournament entry');
    const rows = page.getByTestId('purchase-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Tournament Entry');
    await expect(rows.first()).toContainText('$25.00');
    await expect(rows.nth(1)).toContainText('Premium Package');
    await expect(rows.nth(1)).toContainText('$100.00');

    const other = await browser.newPage();
    try {
      await registerViaApi(other);
      await other.goto('/dashboard');
      await expect(other.getByText('No purchases yet.')).toBeVisible();
      await expect(other.getByTestId('package-status')).toContainText('No VIP access yet');
    } finally {
      await other.close();
    }
  });
});
