import { CONVERSATION_REMOVED_TEXT } from '@club/contracts';
import { chatLog, openConversation, openWidget, sendFromWidget } from '../support/chat';
import { expect, test } from '../support/chat-fixtures';
import { toast } from '../support/session';

/** Runs against the app started with VISITOR_CHAT=device (issue 16, item 9, device widget). */
test.describe('device widget after support deletes the conversation', () => {
  test.describe.configure({ timeout: 60_000 });

  test('says it was removed and starts fresh without console errors', async ({ page, admin }) => {
    await page.goto('/');
    const panel = await openWidget(page);
    const deviceId = await page.evaluate(() => localStorage.getItem('chatDeviceId'));
    const name = `Guest-${deviceId!.split('-')[2].slice(0, 5).toUpperCase()}`;
    await sendFromWidget(panel, 'Device, remove me');

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    const pane = await openConversation(admin, name);
    await pane.getByRole('button', { name: 'Delete conversation' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(admin)).toContainText('Conversation Deleted');

    await expect(panel.getByText(CONVERSATION_REMOVED_TEXT, { exact: true })).toBeVisible();
    await expect(panel.getByText(/closed/i)).toHaveCount(0);
    await expect(chatLog(panel).getByText('Device, remove me')).toHaveCount(0);

    await sendFromWidget(panel, 'Device, fresh start');
    const fresh = await openConversation(admin, name);
    await expect(chatLog(fresh).getByText('Device, fresh start')).toBeVisible();
    await expect(chatLog(fresh).getByText('Device, remove me')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
