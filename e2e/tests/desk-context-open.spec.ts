import type { VisitorConversationView } from '@club/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { adminConversationId, chatLog, conversationItem, openConversation } from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

const panelOf = (admin: Page) => admin.getByRole('complementary', { name: 'Customer details' });
const pane = (admin: Page) => admin.getByRole('region', { name: 'Conversation', exact: true });

/** A guest conversation of this browser (its chat_state cookie), with a first message. */
async function guestWrites(request: APIRequestContext, username: string, content: string) {
  const opened = await request.post('/api/chat-conversations', {
    data: { username, subject: 'Support' },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const conversation = (await opened.json()) as VisitorConversationView;
  const sent = await request.post(`/api/chat-conversations/${conversation.id}/messages`, {
    data: { content },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}

test.describe("the customer panel's other conversations", () => {
  test.describe.configure({ timeout: 120_000 });

  for (const width of [1920, 360] as const) {
    test(`open in the inbox from the keyboard, back to All when filtered out (${width} px)`, async ({
      page,
      admin,
    }) => {
      const run = randomBytes(3).toString('hex');
      const earlier = `Early ${run}`;
      const later = `Late ${run}`;
      await guestWrites(page.request, earlier, `First visit ${run}`);
      await guestWrites(page.request, later, `Second visit ${run}`);
      const earlierId = await adminConversationId(admin, 'anonymous', earlier);
      const closed = await admin.request.patch(
        `/api/admin/anonymous-conversations/${earlierId}/status`,
        { data: { status: 'closed' } },
      );
      expect(closed.ok(), await closed.text()).toBe(true);

      await admin.setViewportSize({ width, height: width > 1280 ? 1080 : 740 });
      // Only open conversations are listed: the closed earlier one is filtered out.
      await admin.getByRole('combobox', { name: 'Status' }).click();
      await admin.getByRole('option', { name: 'Open', exact: true }).click();
      await openConversation(admin, later, run);
      await expect(conversationItem(admin, earlier)).toHaveCount(0);
      if (width < 1280) await admin.getByRole('button', { name: 'Customer details' }).click();
      const row = panelOf(admin).getByTestId('other-conversation');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Closed');

      await row.focus();
      await admin.keyboard.press('Enter');
      await expect(pane(admin).getByRole('heading', { name: earlier, exact: true })).toBeVisible();
      await expect(chatLog(pane(admin)).getByText(`First visit ${run}`)).toBeVisible();

      // The filters went back to All: the list (beside, or back from the thread at 360 px) has it.
      if (width < 1280) await admin.getByRole('button', { name: 'All conversations' }).click();
      await expect(admin.getByRole('searchbox', { name: 'Search conversations' })).toHaveValue('');
      await expect(admin.getByRole('combobox', { name: 'Status' })).not.toHaveText('Open');
      await expect(conversationItem(admin, earlier)).toBeVisible();
      await expect(conversationItem(admin, later)).toBeVisible();
    });
  }
});
