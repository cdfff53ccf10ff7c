import {
  INBOX_SHORTCUTS,
  SAVED_REPLY_TEXT,
  SHORTCUTS_HINT,
  SHORTCUTS_TITLE,
  type VisitorConversationView,
} from '@club/contracts';
import type { Page } from '@playwright/test';
import { chatLog, searchConversations } from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

const pane = (admin: Page) => admin.getByRole('region', { name: 'Conversation', exact: true });
/** The open conversation's name heading. */
const opened = (admin: Page, name: string) =>
  expect(pane(admin).getByRole('heading', { name, exact: true })).toBeVisible();

test.describe('admin inbox keyboard', () => {
  test.describe.configure({ timeout: 60_000 });

  test('moves between conversations, focuses search and reply, closes and reopens, opens saved replies and the ? help', async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const prefix = `Keys${Date.now().toString(36)}`;
    // Created oldest first: the list shows the newest activity first.
    const names = [`${prefix}-c`, `${prefix}-b`, `${prefix}-a`];
    for (const name of names) {
      const visitor = await playwright.request.newContext({ baseURL });
      const created = await visitor.post('/api/chat-conversations', { data: { username: name } });
      const { id } = (await created.json()) as VisitorConversationView;
      const sent = await visitor.post(`/api/chat-conversations/${id}/messages`, {
        data: { content: `Hello from ${name}` },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
      await visitor.dispose();
    }
    await searchConversations(admin, prefix);
    await expect(admin.getByTestId('conversation-item')).toHaveCount(3);
    const [newest, middle] = [names[2], names[1]];

    await expect(pane(admin).getByText(SHORTCUTS_HINT, { exact: true })).toBeVisible();
    const search = admin.getByRole('searchbox', { name: 'Search conversations' });
    await search.press('Escape');
    await expect(search).not.toBeFocused();
    await admin.keyboard.press('j');
    await opened(admin, newest);
    await admin.keyboard.press('j');
    await opened(admin, middle);
    await expect(chatLog(pane(admin)).getByText(`Hello from ${middle}`)).toBeVisible();
    await admin.keyboard.press('k');
    await opened(admin, newest);

    await admin.keyboard.press('/');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue(prefix);
    await admin.keyboard.press('Escape');
    await expect(search).not.toBeFocused();

    const reply = pane(admin).getByRole('textbox', { name: `Reply to ${newest}` });
    await admin.keyboard.press('r');
    await expect(reply).toBeFocused();
    await admin.keyboard.type('just jk');
    await expect(reply).toHaveValue('just jk');
    await opened(admin, newest);
    await reply.fill('');
    await admin.keyboard.press('Escape');
    await expect(reply).not.toBeFocused();

    await admin.keyboard.press('c');
    await expect(pane(admin).getByRole('button', { name: 'Reopen conversation' })).toBeVisible();
    await admin.keyboard.press('c');
    await expect(pane(admin).getByRole('button', { name: 'Close conversation' })).toBeVisible();

    await admin.keyboard.press('s');
    await expect(admin.getByRole('listbox', { name: SAVED_REPLY_TEXT.picker })).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(admin.getByRole('listbox', { name: SAVED_REPLY_TEXT.picker })).toHaveCount(0);
    await admin.keyboard.press('Escape');

    await admin.keyboard.press('?');
    const help = admin.getByRole('dialog', { name: SHORTCUTS_TITLE });
    await expect(help).toBeVisible();
    for (const shortcut of INBOX_SHORTCUTS) {
      await expect(help.getByText(shortcut.description, { exact: true })).toBeVisible();
      await expect(help.locator('kbd').getByText(shortcut.label, { exact: true })).toBeVisible();
    }
    // Keys inside the dialog belong to it.
    await admin.keyboard.press('j');
    await admin.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await opened(admin, newest);
  });
});
