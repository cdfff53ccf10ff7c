import { MESSAGE_LENGTH_TEXT, MESSAGE_MAX_LENGTH, NOTE_TEXT } from '@club/contracts';
import type { Locator, Page } from '@playwright/test';
import { chatLog, messageInput, openConversation, openGuestWidget } from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

const MAX = MESSAGE_MAX_LENGTH;
/** 5,000 characters: the first 4,000 can be sent, the last 1,000 are too many. */
const pasted = (kept: string, extra: string) => kept.repeat(MAX) + extra.repeat(1000);

/** Pastes through the system clipboard, as a person does with Ctrl+V. */
async function paste(page: Page, field: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** Selects the part beyond the limit with the notice's button and deletes it. */
async function removeExcess(page: Page, composer: Locator) {
  await composer.getByRole('button', { name: MESSAGE_LENGTH_TEXT.selectExcess }).click();
  await page.keyboard.press('Delete');
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('messages near and over the length limit', () => {
  test.describe.configure({ timeout: 90_000 });

  test('5,000 pasted characters stay in the widget and the inbox, marked, and cannot be sent until shortened', async ({
    page,
    admin,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { panel, name } = await openGuestWidget(page);
    const input = messageInput(panel);
    const customerText = pasted('a', 'b');
    await paste(page, input, customerText);

    await expect(input).toHaveValue(customerText);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const notice = panel.getByTestId('message-length');
    await expect(notice).toContainText(MESSAGE_LENGTH_TEXT.tooLong(MAX, 1000));
    await expect(notice).toContainText('Messages can be up to 4,000 characters; remove 1,000.');
    await expect(notice).toContainText('5,000 / 4,000');
    await expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await input.press('Enter');
    await expect(input).toHaveValue(customerText);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    await removeExcess(page, panel);
    await expect(input).toHaveValue('a'.repeat(MAX));
    await expect(notice).toHaveText('4,000 / 4,000');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await input.press('Enter');
    await expect(chatLog(panel).getByText('a'.repeat(MAX), { exact: true })).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(notice).toHaveCount(0);

    await admin.setViewportSize({ width: 1280, height: 800 });
    const pane = await openConversation(admin, name);
    await expect(chatLog(pane).getByText('a'.repeat(MAX), { exact: true })).toBeVisible();
    const reply = pane.getByRole('textbox', { name: `Reply to ${name}` });
    const replyText = pasted('r', 's');
    await paste(admin, reply, replyText);
    const paneNotice = pane.getByTestId('message-length');
    await expect(paneNotice).toContainText(MESSAGE_LENGTH_TEXT.tooLong(MAX, 1000));
    await expect(pane.getByRole('button', { name: 'Send message' })).toBeDisabled();

    // The private note has a draft of its own, measured against the note's limit.
    await pane.getByRole('button', { name: NOTE_TEXT.noteMode }).click();
    const note = pane.getByRole('textbox', { name: NOTE_TEXT.inputLabel });
    await expect(paneNotice).toHaveCount(0);
    await paste(admin, note, pasted('n', 'o'));
    await expect(note).toHaveValue(pasted('n', 'o'));
    await expect(paneNotice).toContainText(
      'Private notes can be up to 4,000 characters; remove 1,000.',
    );
    await expect(pane.getByRole('button', { name: NOTE_TEXT.send })).toBeDisabled();

    await pane.getByRole('button', { name: NOTE_TEXT.replyMode, exact: true }).click();
    await expect(reply).toHaveValue(replyText);
    await removeExcess(admin, pane);
    await expect(reply).toHaveValue('r'.repeat(MAX));
    await reply.press('Enter');
    await expect(chatLog(pane).getByText('r'.repeat(MAX), { exact: true })).toBeVisible();
    await expect(chatLog(panel).getByText('r'.repeat(MAX), { exact: true })).toBeVisible();
  });
});
