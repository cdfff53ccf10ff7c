import { REPORT_TEXT, type MemberConversationView } from '@club/contracts';
import type { Page } from '@playwright/test';
import { ADMIN, registerViaApi } from '../support/accounts';
import { seriousViolations } from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const STARTED = 'Conversations started per day';

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** A member's conversation that the admin answered, today: the reports have something to chart. */
async function answeredConversation(member: Page, admin: Page) {
  await registerViaApi(member);
  const started = await member.request.post('/api/conversations', { data: { subject: 'Support' } });
  const conversation = (await started.json()) as MemberConversationView;
  const sent = await member.request.post('/api/messages', {
    data: { conversationId: conversation.id, content: 'How are my chips counted?' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const answered = await admin.request.post('/api/messages', {
    data: { conversationId: conversation.id, content: 'One by one.' },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
}

test.describe('desk reports', () => {
  test('the inbox links to the reports; charts, text alternatives and per-admin figures at 1280 px', async ({
    page,
    admin,
  }) => {
    await answeredConversation(page, admin);

    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.getByRole('link', { name: 'Reports' }).click();
    await expect(admin).toHaveURL(/\/admin\/reports$/);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Desk Reports');

    for (const title of [
      STARTED,
      'Median first response and resolution per day',
      'Open backlog at the end of each day',
      'Busiest hours (customer messages, UTC)',
    ]) {
      await expect(card(admin, title).locator('svg').first()).toBeVisible();
      // The chart's data, for screen readers: a table named by its caption.
      await expect(card(admin, title).getByRole('table', { name: title })).toBeAttached();
    }
    await expect(
      card(admin, STARTED).getByRole('table', { name: STARTED }).getByRole('row'),
    ).toHaveCount(15);
    await expect(card(admin, STARTED)).toContainText(
      /\d+ conversations? started; the busiest day was/,
    );
    await expect(admin.getByRole('table', { name: 'Per admin' })).toContainText(ADMIN.username);
    expect(await seriousViolations(admin, 'main')).toEqual([]);
  });

  test('the range is in the query string, validated, and an empty range says so', async ({
    admin,
  }) => {
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.goto('/admin/reports');
    // The default range's report first: the form takes its fields from the page once it is up.
    await expect(card(admin, STARTED).or(admin.getByRole('status')).first()).toBeVisible();
    const form = admin.getByRole('form', { name: 'Date range' });
    // The charts have status regions of their own, still there while the next range loads.
    const emptyRange = admin.getByRole('status').filter({ hasText: 'No conversations from' });
    await form.getByLabel('From').fill('2020-01-07');
    await form.getByLabel('To').fill('2020-01-01');
    await form.getByRole('button', { name: 'Show' }).click();
    await expect(form.getByRole('alert')).toHaveText(REPORT_TEXT.order);

    await form.getByLabel('From').fill('2020-01-01');
    await form.getByLabel('To').fill('2020-01-07');
    await form.getByRole('button', { name: 'Show' }).click();
    await expect(admin).toHaveURL(/\/admin\/reports\?from=2020-01-01&to=2020-01-07$/);
    await expect(emptyRange).toHaveText('No conversations from 2020-01-01 to 2020-01-07.');

    await admin.reload();
    await expect(emptyRange).toHaveText('No conversations from 2020-01-01 to 2020-01-07.');
    await expect(admin.getByLabel('From')).toHaveValue('2020-01-01');

    await admin.goto('/admin/reports?from=2026-02-30');
    await expect(admin.getByRole('alert')).toHaveText(REPORT_TEXT.fromInvalid);
    await admin.goto('/admin/reports?from=2020-01-01&to=2020-06-01');
    await expect(admin.getByRole('alert')).toHaveText(REPORT_TEXT.tooLong);
  });

  test('a failed load says so and can be retried', async ({ admin }) => {
    await admin.route('**/api/admin/reports/desk**', (route) => route.abort('connectionrefused'));
    await admin.goto('/admin/reports');
    const failed = admin.getByRole('alert');
    await expect(failed).toContainText('Could not load the reports');
    await admin.unroute('**/api/admin/reports/desk**');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(card(admin, STARTED)).toBeVisible();
  });

  test('at 360 px the charts and the table fit the width without sideways scroll', async ({
    page,
    admin,
  }) => {
    await answeredConversation(page, admin);
    await admin.setViewportSize({ width: 360, height: 740 });
    await admin.goto('/admin/reports');
    await expect(card(admin, STARTED).locator('svg').first()).toBeVisible();
    const box = (await card(admin, STARTED).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(360);
    expect(box.width).toBeGreaterThan(280);
    await expect(admin.getByRole('table', { name: 'Per admin' })).toBeVisible();
    expect(await noSidewaysScroll(admin)).toBe(true);
  });
});
