import type { MemberConversationView } from '@club/contracts';
import type { Page } from '@playwright/test';
import { registerViaApi, uniqueUsername } from '../support/accounts';
import { chatPanel, chattingAs, openConversation, sendFromWidget } from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

const panelOf = (admin: Page) => admin.getByRole('complementary', { name: 'Customer details' });

/** The value beside a label in the customer panel. */
const fact = (admin: Page, label: string) =>
  panelOf(admin)
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test.describe('customer panel', () => {
  test.describe.configure({ timeout: 90_000 });

  test("shows a visitor's kind, name, first seen, start page and deposit game beside the thread at 1280 px", async ({
    page,
    admin,
  }) => {
    await page.goto('/poker');
    await page.getByRole('button', { name: 'Play Now!' }).click();
    const widget = chatPanel(page);
    await expect(widget).toBeVisible();
    const name = await chattingAs(widget);
    await sendFromWidget(widget, 'I want chips for poker');

    await admin.setViewportSize({ width: 1280, height: 800 });
    const pane = await openConversation(admin, name);
    const panel = panelOf(admin);
    await expect(panel).toBeVisible();
    await expect(fact(admin, 'Kind')).toHaveText('Guest (named)');
    await expect(fact(admin, 'Name')).toHaveText(name);
    await expect(fact(admin, 'First seen')).not.toBeEmpty();
    await expect(fact(admin, 'Started on')).toHaveText('/poker');
    await expect(fact(admin, 'Deposit for')).toHaveText('Poker');
    await expect(panel.getByRole('region', { name: 'Other conversations' })).toContainText('None');

    const paneBox = (await pane.boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x).toBeGreaterThanOrEqual(paneBox.x + paneBox.width / 2);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(paneBox.x + paneBox.width + 1);
    await expect(admin.getByRole('button', { name: 'Customer details' })).toHaveCount(0);
    await expect(pane.getByRole('textbox', { name: `Reply to ${name}` })).toBeInViewport();
  });

  test("shows a member's account, packages, purchases and other conversations; behind a button at 360 px", async ({
    page,
    admin,
  }) => {
    const username = uniqueUsername('ctx');
    // A nickname of this run's own: another test's member may be listed while the search loads.
    const nickname = `Ace ${username.slice(-6)}`;
    await registerViaApi(page, { username, firstName: 'Ada', lastName: 'Byron', nickname });
    const started = await page.request.post('/api/conversations', { data: { subject: 'Support' } });
    const conversation = (await started.json()) as MemberConversationView;
    const sent = await page.request.post('/api/messages', {
      data: { conversationId: conversation.id, content: 'Where are my chips?' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    await admin.setViewportSize({ width: 1920, height: 1000 });
    await openConversation(admin, nickname, username);
    await expect(fact(admin, 'Username')).toHaveText(username);
    await expect(fact(admin, 'E-mail')).toHaveText(`${username}@example.com`);
    await expect(fact(admin, 'Name')).toHaveText('Ada Byron');
    await expect(fact(admin, 'Own nickname')).toHaveText(nickname);
    await expect(fact(admin, 'Support label')).toHaveText('—');
    await expect(fact(admin, 'Member since')).not.toBeEmpty();
    await expect(fact(admin, 'VIP')).toHaveText('No VIP');
    await expect(fact(admin, 'Premium')).toHaveText('No');
    await expect(fact(admin, 'Tournament entries')).toHaveText('0');
    await expect(panelOf(admin).getByRole('region', { name: 'Purchases' })).toContainText(
      'No purchases yet',
    );

    await admin.setViewportSize({ width: 360, height: 740 });
    await expect(panelOf(admin)).toHaveCount(0);
    const opener = admin.getByRole('button', { name: 'Customer details' });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    await expect(fact(admin, 'Username')).toHaveText(username);
    await expect(fact(admin, 'Username')).toBeInViewport();
    expect(
      await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await admin.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(panelOf(admin)).toHaveCount(0);
  });

  test("an admin's label for a member stays in the inbox; the member's dashboard keeps their own nickname", async ({
    page,
    admin,
  }) => {
    const username = uniqueUsername('label');
    const nickname = `Ace ${username.slice(-6)}`;
    await registerViaApi(page, { username, nickname });
    const started = await page.request.post('/api/conversations', { data: { subject: 'Support' } });
    const conversation = (await started.json()) as MemberConversationView;
    await page.request.post('/api/messages', {
      data: { conversationId: conversation.id, content: 'Hello' },
    });

    await admin.setViewportSize({ width: 1280, height: 800 });
    const pane = await openConversation(admin, nickname, username);
    await pane.getByRole('button', { name: 'Edit nickname' }).click();
    await pane.getByRole('textbox', { name: 'Nickname', exact: true }).fill('Whale');
    await pane.getByRole('button', { name: 'Save nickname' }).click();
    await expect(pane.getByRole('heading', { name: 'Whale', exact: true })).toBeVisible();
    await expect(fact(admin, 'Support label')).toHaveText('Whale');
    await expect(fact(admin, 'Own nickname')).toHaveText(nickname);

    await page.goto('/dashboard');
    const profile = page.getByTestId('profile');
    await expect(profile).toContainText(nickname);
    await expect(profile).not.toContainText('Whale');
  });
});
