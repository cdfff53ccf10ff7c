import type { UserView } from '@club/contracts';
import { expect, test } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { deliverPaymentSucceeded } from '../support/stripe';

test.describe('member dashboard', () => {
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
