import { SUPPORT_STATUS_TEXT } from '@club/contracts';
import {
  chatLog,
  openConversation,
  openWidget,
  replyAsAdmin,
  sendFromWidget,
  supportShownOffline,
} from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

/** This spec runs against the app started with VISITOR_CHAT=device. */
test.describe('device widget: availability, follow-up e-mail and links', () => {
  test.describe.configure({ timeout: 60_000 });

  test('says support is online while an admin has the inbox open, and shows links', async ({
    page,
    admin,
  }) => {
    await expect(admin.getByText('Waiting for Response')).toBeVisible();
    await page.goto('/');
    const panel = await openWidget(page);
    await expect(panel.getByTestId('support-status')).toHaveText(SUPPORT_STATUS_TEXT.online);
    await sendFromWidget(panel, 'Is https://club.example/poker open?');
    const name = (await panel.locator('header p').first().textContent())!;
    await openConversation(admin, name);
    await replyAsAdmin(admin, name, 'Yes: https://club.example/poker!');
    const link = chatLog(panel).getByRole('link', { name: 'https://club.example/poker' }).last();
    await expect(link).toHaveAttribute('href', 'https://club.example/poker');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('offline: shows the expected reply time and keeps the e-mail the visitor leaves', async ({
    page,
  }) => {
    await supportShownOffline(page);
    await page.goto('/');
    const panel = await openWidget(page);
    await expect(panel.getByTestId('support-status')).toHaveText(
      SUPPORT_STATUS_TEXT.defaultExpectedReply,
    );
    await sendFromWidget(panel, 'Hello?');
    const form = panel.getByTestId('follow-up-email');
    await form
      .getByRole('textbox', { name: SUPPORT_STATUS_TEXT.followUpLabel })
      .fill('dev@example.com');
    await form.getByRole('button', { name: SUPPORT_STATUS_TEXT.followUpSave }).click();
    await expect(form).toContainText(SUPPORT_STATUS_TEXT.followUpPending('dev@example.com'));
    await page.reload();
    await expect((await openWidget(page)).getByTestId('follow-up-email')).toContainText(
      SUPPORT_STATUS_TEXT.followUpPending('dev@example.com'),
    );
  });
});
