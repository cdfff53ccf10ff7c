import { MEMBER_SIGN_IN_TEXT, WIDGET_SIGN_IN_TEXT } from '@club/contracts';
import { PASSWORD, uniqueUsername } from '../support/accounts';
import {
  chatLog,
  chattingAs,
  conversationItem,
  openConversation,
  openGuestWidget,
  searchConversations,
  sendFromWidget,
} from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

test.describe('signing in from the chat widget', () => {
  test.describe.configure({ timeout: 60_000 });
  test.use({ viewport: { width: 360, height: 740 } });

  test('a visitor who wrote signs in from the header, with the keyboard, and chats on as the member', async ({
    page,
    admin,
    playwright,
    baseURL,
  }) => {
    // An account made elsewhere: this browser is still a visitor.
    const username = uniqueUsername('widget');
    const elsewhere = await playwright.request.newContext({ baseURL });
    const registered = await elsewhere.post('/api/register', {
      data: { username, email: `${username}@example.com`, password: PASSWORD, acceptTerms: true },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    await elsewhere.dispose();

    const { panel, name: guestName } = await openGuestWidget(page);
    await sendFromWidget(panel, 'Hello, I have an account somewhere');

    const links = panel.getByRole('navigation', { name: WIDGET_SIGN_IN_TEXT.linksLabel });
    await expect(
      links.getByRole('button', { name: WIDGET_SIGN_IN_TEXT.registerLink }),
    ).toBeVisible();
    const signInLink = links.getByRole('button', { name: WIDGET_SIGN_IN_TEXT.signInLink });
    const box = await signInLink.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await signInLink.focus();
    await page.keyboard.press('Enter');

    const signIn = panel.getByTestId('widget-sign-in');
    await expect(
      signIn.getByRole('heading', { name: WIDGET_SIGN_IN_TEXT.heading.chat.signIn }),
    ).toBeFocused();
    await expect(signIn).toContainText(WIDGET_SIGN_IN_TEXT.hint.chat);
    await page.keyboard.press('Tab');
    await page.keyboard.type(username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');

    // The same panel, now the member's chat, with the visitor's message in it.
    await expect(panel.getByText(`Chatting as ${username}`)).toBeVisible({ timeout: 15_000 });
    await expect(chatLog(panel).getByText('Hello, I have an account somewhere')).toBeVisible();
    // The sign-in mark is a centred notice, not the member's bubble, and no admin has read
    // anything yet: no "Seen" (the mark is stored read, and once put it there).
    const notice = chatLog(panel).getByTestId('system-notice');
    await expect(notice).toContainText(MEMBER_SIGN_IN_TEXT);
    const noticeBox = (await notice.boundingBox())!;
    const logBox = (await chatLog(panel).boundingBox())!;
    expect(
      Math.abs(noticeBox.x + noticeBox.width / 2 - (logBox.x + logBox.width / 2)),
    ).toBeLessThan(20);
    await expect(chatLog(panel).getByTestId('seen-mark')).toHaveCount(0);
    await expect(
      panel.getByRole('navigation', { name: WIDGET_SIGN_IN_TEXT.linksLabel }),
    ).toHaveCount(0);
    expect(await chattingAs(panel)).toBe(username);
    await sendFromWidget(panel, 'Signed in now');

    // Support sees one conversation, the member's, holding both; the visitor's is gone.
    await searchConversations(admin, guestName);
    await expect(conversationItem(admin, guestName)).toHaveCount(0);
    const pane = await openConversation(admin, username);
    await expect(conversationItem(admin, username)).toHaveCount(1);
    await expect(chatLog(pane).getByText('Hello, I have an account somewhere')).toBeVisible();
    await expect(chatLog(pane).getByText('Signed in now')).toBeVisible();
    await expect(chatLog(pane).getByTestId('system-notice')).toContainText(MEMBER_SIGN_IN_TEXT);
  });

  test('Create account opens the registration form, and Back to chat returns to the conversation', async ({
    page,
  }) => {
    const { panel } = await openGuestWidget(page);
    await sendFromWidget(panel, 'Thinking about joining');
    await panel.getByRole('button', { name: WIDGET_SIGN_IN_TEXT.registerLink }).click();
    const signIn = panel.getByTestId('widget-sign-in');
    await expect(
      signIn.getByRole('heading', { name: WIDGET_SIGN_IN_TEXT.heading.chat.register }),
    ).toBeFocused();
    await expect(signIn.getByRole('form', { name: 'Create account' })).toBeVisible();
    await signIn.getByRole('button', { name: WIDGET_SIGN_IN_TEXT.back }).click();
    await expect(chatLog(panel).getByText('Thinking about joining')).toBeVisible();
    await expect(panel.getByRole('button', { name: WIDGET_SIGN_IN_TEXT.signInLink })).toBeVisible();
  });
});
