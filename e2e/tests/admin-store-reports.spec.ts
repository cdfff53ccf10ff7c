import { readFile } from 'node:fs/promises';
import {
  REPORT_TEXT,
  type ClientSecretView,
  type MemberConversationView,
  type PaymentRequestView,
  type UserView,
} from '@club/contracts';
import type { Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { seriousViolations } from '../support/chat';
import { expect, test } from '../support/chat-fixtures';
import { deliverPaymentSucceeded } from '../support/stripe';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const MEMBERS = 'New members per day';
const CHARTS = [
  'Revenue per day and package (USD)',
  'Packages chosen and paid per day',
  MEMBERS,
  'Active VIPs at the end of each day',
];

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A member chooses Premium and leaves, then chooses VIP and pays (Stripe's webhook). */
async function buyVipAfterPremium(page: Page) {
  await registerViaApi(page);
  const me = (await (await page.request.get('/api/user')).json()) as UserView;
  const choose = async (priceId: string) => {
    const created = await page.request.post('/api/create-payment', { data: { priceId } });
    expect(created.ok(), await created.text()).toBe(true);
    return ((await created.json()) as ClientSecretView).clientSecret.split('_secret_')[0];
  };
  await choose('price_premium_e2e');
  const paymentIntentId = await choose('price_vip_e2e');
  await deliverPaymentSucceeded(page.request, {
    userId: me.id,
    packageId: 'vip',
    paymentIntentId,
    amount: 5000,
  });
}

/** The member is sent a demo Tournament Entry request in their chat and confirms it. */
async function closeDepositInChat(page: Page, admin: Page) {
  const started = await page.request.post('/api/conversations', { data: { subject: 'Support' } });
  const conversation = (await started.json()) as MemberConversationView;
  const sent = await admin.request.post(
    `/api/admin/conversations/${conversation.id}/payment-requests`,
    { data: { packageId: 'tournament' } },
  );
  expect(sent.status(), await sent.text()).toBe(201);
  const request = (await sent.json()) as PaymentRequestView;
  const confirmed = await page.request.post(`/api/payment-requests/${request.id}/demo-confirm`);
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

/** A figure of the "Deposits closed in chat" card (its value beside its label). */
const depositFigure = (admin: Page, label: string) =>
  card(admin, 'Deposits closed in chat')
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('store reports', () => {
  test('the Store tab charts the store with text alternatives and a CSV per chart; the range is in the address', async ({
    page,
    admin,
  }) => {
    // A member who joined today, bought VIP and paid a request in the chat: every chart and
    // figure has something to show.
    await buyVipAfterPremium(page);
    await closeDepositInChat(page, admin);
    const today = dayOf(Date.now());
    const twoDaysAgo = dayOf(Date.now() - 2 * DAY_MS);

    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.goto('/admin/reports');
    await admin.getByRole('tab', { name: 'Store' }).click();
    await expect(admin).toHaveURL(/\/admin\/reports\?view=store$/);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Store Reports');
    for (const title of CHARTS) {
      await expect(card(admin, title).locator('svg').first()).toBeVisible();
      // The chart's data, for screen readers: a table named by its caption.
      await expect(card(admin, title).getByRole('table', { name: title })).toBeAttached();
    }
    const membersTable = card(admin, MEMBERS).getByRole('table', { name: MEMBERS });
    // The header and the default 14 days.
    await expect(membersTable.getByRole('row')).toHaveCount(15);
    await expect(card(admin, MEMBERS)).toContainText(/\d+ new members?; the busiest day was/);
    // Other tests buy too, so these are at least this member's purchases.
    await expect(card(admin, CHARTS[0])).toContainText(/VIP Access \$[1-9][\d,]*\.00/);
    await expect(card(admin, CHARTS[1])).toContainText(/\d+ packages chosen, [1-9]\d* paid/);
    await expect(card(admin, CHARTS[3])).toContainText(/[1-9]\d* active VIPs? at the end of/);
    await expect(depositFigure(admin, 'Requests sent')).toHaveText(/^[1-9]\d*$/);
    // This member's demo confirmation is paid, and told apart: it took no money.
    await expect(depositFigure(admin, 'Paid')).toHaveText(/^[1-9]\d* \([1-9]\d* demo\)$/);
    await expect(depositFigure(admin, 'Conversion')).toHaveText(/^\d+%$/);
    await expect(depositFigure(admin, 'Median time to pay')).not.toHaveText('—');

    // Other days: the address carries them, and a reload keeps them.
    const form = admin.getByRole('form', { name: 'Date range' });
    await form.getByLabel('From').fill(twoDaysAgo);
    await form.getByLabel('To').fill(today);
    await form.getByRole('button', { name: 'Show' }).click();
    await expect(admin).toHaveURL(
      new RegExp(`/admin/reports\\?view=store&from=${twoDaysAgo}&to=${today}$`),
    );
    await expect(membersTable.getByRole('row')).toHaveCount(4);
    await admin.reload();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Store Reports');
    await expect(admin.getByLabel('From')).toHaveValue(twoDaysAgo);
    await expect(membersTable.getByRole('row')).toHaveCount(4);
    const joinedCell = membersTable.getByRole('row').filter({ hasText: today }).getByRole('cell');
    await expect(joinedCell.nth(1)).toHaveText(/^[1-9]\d*$/);
    const joinedToday = Number(await joinedCell.nth(1).textContent());

    // The chart's data as a file, for the days shown.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      card(admin, MEMBERS)
        .getByRole('link', { name: `Download CSV of ${MEMBERS}` })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`store-members-${twoDaysAgo}-to-${today}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Day (UTC),New members');
    expect(lines).toHaveLength(5);
    // Members registering in other tests meanwhile count too.
    const [day, joined] = lines[3].split(',');
    expect(day).toBe(today);
    expect(Number(joined)).toBeGreaterThanOrEqual(joinedToday);

    // Switching to the desk's reports keeps the days.
    await admin.getByRole('tab', { name: 'Support desk' }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/reports\\?from=${twoDaysAgo}&to=${today}$`));
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Desk Reports');
    await admin.getByRole('tab', { name: 'Store' }).click();
    await expect(admin.getByLabel('From')).toHaveValue(twoDaysAgo);
    await expect(card(admin, MEMBERS)).toBeVisible();
    expect(await seriousViolations(admin, 'main')).toEqual([]);
  });

  test('an empty range says so, and a bad one is explained', async ({ admin }) => {
    await admin.goto('/admin/reports?view=store&from=2020-01-01&to=2020-01-07');
    await expect(
      admin.getByRole('status').filter({ hasText: 'No store activity from' }),
    ).toHaveText('No store activity from 2020-01-01 to 2020-01-07.');
    await admin.goto('/admin/reports?view=store&from=2020-01-01&to=2020-06-01');
    await expect(admin.getByRole('alert')).toHaveText(REPORT_TEXT.tooLong);
  });

  test('a failed load says so and can be retried', async ({ admin }) => {
    await admin.route('**/api/admin/reports/store**', (route) => route.abort('connectionrefused'));
    await admin.goto('/admin/reports?view=store');
    const failed = admin.getByRole('alert');
    await expect(failed).toContainText('Could not load the reports');
    await admin.unroute('**/api/admin/reports/store**');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(card(admin, MEMBERS)).toBeVisible();
  });

  test('at 360 px the charts fit the width without sideways scroll', async ({ page, admin }) => {
    await registerViaApi(page);
    await admin.setViewportSize({ width: 360, height: 740 });
    await admin.goto('/admin/reports?view=store');
    await expect(card(admin, MEMBERS).locator('svg').first()).toBeVisible();
    const box = (await card(admin, MEMBERS).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(360);
    expect(box.width).toBeGreaterThan(280);
    await expect(admin.getByRole('tab', { name: 'Store' })).toBeInViewport();
    expect(await noSidewaysScroll(admin)).toBe(true);
  });
});
