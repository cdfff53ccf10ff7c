import { FOLLOW_UP_ERROR, SUPPORT_STATUS_TEXT } from '@club/contracts';
import type { Page } from '@playwright/test';
import {
  chatLog,
  chatPanel,
  chattingAs,
  openConversation,
  openWidget,
  pngFile,
  replyAsAdmin,
  sendFromWidget,
  supportShownOffline,
} from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

const customerPanel = (admin: Page) =>
  admin.getByRole('complementary', { name: 'Customer details' });

/** The value beside a label in the customer panel. */
const fact = (admin: Page, label: string) =>
  customerPanel(admin)
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test.describe('messages people can use', () => {
  test.describe.configure({ timeout: 60_000 });

  test('links open safely in a new tab, in the widget and in the admin thread', async ({
    page,
    admin,
  }) => {
    await page.goto('/');
    const panel = await openWidget(page);
    const name = await chattingAs(panel);
    await sendFromWidget(panel, 'Paid at https://club.example/store?order=7. Thanks! 🎉');
    const mine = chatLog(panel).getByRole('link', { name: 'https://club.example/store?order=7' });
    await expect(mine).toHaveAttribute('href', 'https://club.example/store?order=7');
    await expect(mine).toHaveAttribute('target', '_blank');
    await expect(mine).toHaveAttribute('rel', 'noopener noreferrer');

    const pane = await openConversation(admin, name);
    const seen = chatLog(pane).getByRole('link', { name: 'https://club.example/store?order=7' });
    await expect(seen).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(seen).toHaveAttribute('target', '_blank');

    await replyAsAdmin(admin, name, 'See www.club.example/faq, not javascript:alert(1)');
    const reply = panel
      .getByTestId('chat-message')
      .filter({ hasText: 'See www.club.example/faq, not javascript:alert(1)' });
    await expect(reply.getByRole('link')).toHaveCount(1);
    await expect(reply.getByRole('link')).toHaveAttribute('href', 'https://www.club.example/faq');
  });

  test('a picture opens full size in a viewer that Escape closes, giving focus back', async ({
    page,
  }) => {
    await page.goto('/');
    const panel = await openWidget(page);
    await panel.locator('input[type="file"]').setInputFiles(pngFile('receipt.png'));
    await panel.getByRole('textbox', { name: 'Message' }).fill('Receipt 42');
    await panel.getByRole('button', { name: 'Send message' }).click();

    const thumbnail = chatLog(panel).getByRole('button', { name: 'Open image: Receipt 42' });
    await thumbnail.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Receipt 42' });
    await expect(viewer.getByRole('img', { name: 'Receipt 42' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
    // Escape closed the viewer only, not the chat.
    await expect(chatPanel(page)).toBeVisible();

    await thumbnail.click();
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Close image' }).click();
    await expect(viewer).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
  });
});

test.describe('support availability in the widget', () => {
  test.describe.configure({ timeout: 60_000 });

  test('says support is online while an admin has the inbox open', async ({ page, admin }) => {
    await expect(admin.getByText('Waiting for Response')).toBeVisible();
    await page.goto('/');
    const panel = await openWidget(page);
    await expect(panel.getByTestId('support-status')).toHaveText(SUPPORT_STATUS_TEXT.online);
    await expect(panel.getByTestId('follow-up-email')).toHaveCount(0);
  });

  test('offline: the expected reply time, and an e-mail address the visitor leaves, changes and support sees', async ({
    page,
    admin,
  }) => {
    await supportShownOffline(page);
    await page.goto('/');
    const panel = await openWidget(page);
    await expect(panel.getByTestId('support-status')).toHaveText(
      SUPPORT_STATUS_TEXT.defaultExpectedReply,
    );
    const name = await chattingAs(panel);
    await sendFromWidget(panel, 'Anyone there?');

    const form = panel.getByTestId('follow-up-email');
    await expect(form).toContainText(SUPPORT_STATUS_TEXT.followUpPrompt);
    const email = form.getByRole('textbox', { name: SUPPORT_STATUS_TEXT.followUpLabel });
    await email.fill('nova@localhost');
    await form.getByRole('button', { name: SUPPORT_STATUS_TEXT.followUpSave }).click();
    await expect(form.getByRole('alert')).toHaveText(FOLLOW_UP_ERROR.emailInvalid);

    await email.fill('nova@example.com');
    await form.getByRole('button', { name: SUPPORT_STATUS_TEXT.followUpSave }).click();
    await expect(form).toHaveText(
      `${SUPPORT_STATUS_TEXT.followUpPending('nova@example.com')}${SUPPORT_STATUS_TEXT.followUpChange}`,
    );
    await form.getByRole('button', { name: SUPPORT_STATUS_TEXT.followUpChange }).click();
    await email.fill('nova.new@example.org');
    await email.press('Enter');
    await expect(form).toContainText(SUPPORT_STATUS_TEXT.followUpPending('nova.new@example.org'));

    await admin.setViewportSize({ width: 1920, height: 1000 });
    await openConversation(admin, name);
    await expect(fact(admin, 'Reply by e-mail')).toHaveText('nova.new@example.org');

    await page.reload();
    const reopened = await openWidget(page);
    await expect(reopened.getByTestId('follow-up-email')).toContainText(
      SUPPORT_STATUS_TEXT.followUpPending('nova.new@example.org'),
    );
  });
});
