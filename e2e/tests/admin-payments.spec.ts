import { readFile } from 'node:fs/promises';
import type { ClientSecretView, UserView } from '@club/contracts';
import type { Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { expect, test } from '../support/chat-fixtures';
import { toast } from '../support/session';
import { deliverPaymentSucceeded, useFakeStripeJs } from '../support/stripe';

test.describe.configure({ timeout: 90_000 });

/** The member buys VIP as the store does it (Stripe's stand-in), and Stripe's webhook grants it. */
async function buyVip(page: Page) {
  await useFakeStripeJs(page);
  const { username } = await registerViaApi(page);
  const me = (await (await page.request.get('/api/user')).json()) as UserView;
  await page.goto('/subscription');
  const created = page.waitForResponse((response) =>
    response.url().endsWith('/api/create-payment'),
  );
  await page.getByRole('button', { name: 'Purchase VIP Access' }).click();
  const { clientSecret } = (await (await created).json()) as ClientSecretView;
  const paymentIntentId = clientSecret.split('_secret_')[0];
  await page.getByRole('button', { name: 'Pay $50' }).click();
  await expect(page).toHaveURL('/dashboard');
  await deliverPaymentSucceeded(page.request, {
    userId: me.id,
    packageId: 'vip',
    paymentIntentId,
    amount: 5000,
  });
  await expect(page.getByTestId('package-status')).toContainText('VIP until');
  return { username, paymentIntentId };
}

const today = () => new Date().toISOString().slice(0, 10);

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('admin payments', () => {
  test("an admin finds a member's payment, exports it and refunds it; the member's VIP goes", async ({
    page,
    admin,
  }) => {
    const { username, paymentIntentId } = await buyVip(page);

    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto('/admin/payments');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Payments');
    await admin.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'Succeeded' }).click();
    await admin.getByRole('combobox', { name: 'Package' }).click();
    await admin.getByRole('option', { name: 'VIP Access' }).click();
    await admin.getByLabel('From (UTC)').fill(today());
    await admin.getByLabel('To (UTC)').fill(today());
    await admin.getByRole('button', { name: 'Show' }).click();
    await expect(admin).toHaveURL(
      `/admin/payments?status=succeeded&package=vip&from=${today()}&to=${today()}`,
    );
    const row = admin.getByTestId('payment-row').filter({ hasText: username });
    await expect(row).toContainText('VIP Access');
    await expect(row).toContainText('$50.00');
    await expect(row).toContainText('Succeeded');
    await expect(row).toContainText(paymentIntentId);

    // A reload keeps the filters: the view can be bookmarked.
    await admin.reload();
    await expect(admin.getByRole('combobox', { name: 'Package' })).toHaveText('VIP Access');
    await expect(row).toBeVisible();

    const download = admin.waitForEvent('download');
    await admin.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(/^Payment id,Date \(UTC\),Member id,Member,Package,Amount,/);
    const line = lines.find((text) => text.includes(paymentIntentId));
    expect(line).toContain(`,${username},VIP Access,50.00,USD,succeeded,${paymentIntentId},`);

    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Refund this payment?' });
    await expect(dialog).toContainText(`Refund $50.00 to ${username} for VIP Access.`);
    await dialog.getByRole('button', { name: 'Refund $50.00' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(admin)).toContainText('Refund requested');
    // Stripe's charge.refunded (sent by its stand-in) takes the package back; the row follows.
    await expect(row).toContainText('Refunded', { timeout: 15_000 });
    await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('package-status')).toContainText('VIP ended on');
    await expect(page.getByTestId('purchase-row')).toContainText('Refunded');
  });

  test('at 360 px the payments are cards and nothing scrolls sideways', async ({ page, admin }) => {
    const { username } = await buyVip(page);
    await admin.setViewportSize({ width: 360, height: 800 });
    await admin.goto(`/admin/payments?package=vip&from=${today()}`);
    const card = admin.getByTestId('payment-row').filter({ hasText: username });
    await expect(card).toContainText('$50.00');
    await expect(card.getByRole('button', { name: 'Refund' })).toBeVisible();
    await expect(admin.getByRole('table')).toHaveCount(0);
    expect(await noSidewaysScroll(admin)).toBe(true);
  });
});
