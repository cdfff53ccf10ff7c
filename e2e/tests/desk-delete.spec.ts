import { CONVERSATION_REMOVED_TEXT } from '@club/contracts';
import type { Page } from '@playwright/test';
import { registerViaApi, uniqueUsername } from '../support/accounts';
import {
  chatLog,
  openConversation,
  openGuestWidget,
  openWidget,
  sendFromWidget,
} from '../support/chat';
import { expect, test } from '../support/chat-fixtures';
import { toast } from '../support/session';

/** The widgets' message poll (guest and member routes). */
const MESSAGE_POLL = /\/api\/(?:chat-conversations|conversations)\/[^/]+\/messages(?:\?|$)/;

/**
 * Everything the page logs as an error or throws, from now on, but for the 404 of a message poll:
 * a poll the widget sent just as the deletion committed, before the socket said so, is answered
 * 404 by design, and the browser logs every 404 it loads.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const racedPoll = message.text().includes('404') && MESSAGE_POLL.test(message.location().url);
    if (!racedPoll) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The admin deletes the open conversation through the confirmation of SPEC §5. */
async function deleteFromInbox(admin: Page, name: string) {
  const pane = await openConversation(admin, name);
  await pane.getByRole('button', { name: 'Delete conversation' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText(
    'Are you sure you want to delete this conversation? This action will permanently remove the conversation and all its messages. This cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(admin)).toContainText('Conversation Deleted');
}

test.describe('deleting a conversation is not closing it', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the guest is told it was removed and the widget starts fresh without console errors', async ({
    page,
    admin,
  }) => {
    const { panel, name } = await openGuestWidget(page);
    await sendFromWidget(panel, 'Please remove me');

    // From the deletion on (an anonymous page load itself logs the 401 of its session probe).
    const errors = consoleErrors(page);
    await deleteFromInbox(admin, name);
    await expect(panel.getByText(CONVERSATION_REMOVED_TEXT, { exact: true })).toBeVisible();
    await expect(panel.getByText(/closed/i)).toHaveCount(0);
    await expect(chatLog(panel).getByText('Please remove me')).toHaveCount(0);

    await sendFromWidget(panel, 'A fresh start');
    await expect(panel.getByText(CONVERSATION_REMOVED_TEXT, { exact: true })).toHaveCount(0);
    const pane = await openConversation(admin, name);
    await expect(chatLog(pane).getByText('A fresh start')).toBeVisible();
    await expect(chatLog(pane).getByText('Please remove me')).toHaveCount(0);
    expect(errors).toEqual([]);

    await page.reload();
    const reopened = await openWidget(page);
    await expect(chatLog(reopened).getByText('A fresh start')).toBeVisible();
    await expect(chatLog(reopened).getByText('Please remove me')).toHaveCount(0);
  });

  test('the member is told it was removed and the widget starts fresh without console errors', async ({
    page,
    admin,
  }) => {
    const username = uniqueUsername('removed');
    await registerViaApi(page, { username });
    await page.goto('/');
    const panel = await openWidget(page);
    await sendFromWidget(panel, 'Member, remove me');

    const errors = consoleErrors(page);
    await deleteFromInbox(admin, username);
    await expect(panel.getByText(CONVERSATION_REMOVED_TEXT, { exact: true })).toBeVisible();
    await expect(panel.getByText(/closed/i)).toHaveCount(0);
    await expect(chatLog(panel).getByText('Member, remove me')).toHaveCount(0);

    await sendFromWidget(panel, 'Member, fresh start');
    const pane = await openConversation(admin, username);
    await expect(chatLog(pane).getByText('Member, fresh start')).toBeVisible();
    await expect(chatLog(pane).getByText('Member, remove me')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
