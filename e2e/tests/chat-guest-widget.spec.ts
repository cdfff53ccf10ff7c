import {
  type ClientFrame,
  CONVERSATION_REMOVED_TEXT,
  DELIVERY_TEXT,
  ERROR_TEXT,
  PAYMENT_PROMPT as PROMPT,
  type ServerEvent,
} from '@club/contracts';
import {
  adminConversationId,
  adminSendViaApi,
  bubblesWith,
  chatLog,
  chatPanel,
  chattingAs,
  launcher,
  messageInput,
  openConversation,
  openGuestWidget,
  openWidget,
  pngFile,
  replyAsAdmin,
  sendFromWidget,
  seriousViolations,
} from '../support/chat';
import { expect, test } from '../support/chat-fixtures';
import { toast } from '../support/session';

test.describe('guest-named support widget', () => {
  test.describe.configure({ timeout: 60_000 });

  test('chats with support both ways in real time, with labels and times', async ({
    page,
    admin,
  }) => {
    await page.goto('/');
    const panel = await openWidget(page);
    await expect(panel.getByRole('heading', { name: 'Support' })).toBeVisible();
    const box = await panel.boundingBox();
    expect(box).toMatchObject({ width: 400, height: 600 });
    const name = await chattingAs(panel);
    expect(name).toMatch(/^Guest-[A-Z0-9]{5}$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('chatIdentity'))).toBe(name);

    await sendFromWidget(panel, 'Hello, I need chips');
    const mine = panel.getByTestId('chat-message').filter({ hasText: 'Hello, I need chips' });
    await expect(mine).toHaveAttribute('data-own', 'true');
    await expect(mine.locator('time')).toHaveText(/^\d{2}:\d{2}$/);

    await openConversation(admin, name);
    await expect(chatLog(admin).getByText('Hello, I need chips')).toBeVisible();
    await replyAsAdmin(admin, name, 'Hi! Happy to help.');

    const reply = panel.getByTestId('chat-message').filter({ hasText: 'Hi! Happy to help.' });
    await expect(reply).toHaveAttribute('data-own', 'false');
    await expect(reply.getByText('Support Team')).toBeVisible();

    await sendFromWidget(panel, 'Great, thanks');
    await expect(chatLog(admin).getByText('Great, thanks')).toBeVisible();
  });

  test('sends and receives images, with a caption and a preview that can be removed', async ({
    page,
    admin,
  }) => {
    const { panel, name } = await openGuestWidget(page);

    await panel.locator('input[type="file"]').setInputFiles(pngFile('first.png'));
    await expect(panel.getByRole('img', { name: 'Selected image: first.png' })).toBeVisible();
    await panel.getByRole('button', { name: 'Remove image' }).click();
    await expect(panel.getByText('first.png')).toHaveCount(0);
    await expect(messageInput(panel)).toHaveAttribute('placeholder', 'Type your message...');

    await panel.locator('input[type="file"]').setInputFiles(pngFile('receipt.png'));
    await expect(messageInput(panel)).toHaveAttribute('placeholder', 'Add a caption (optional)...');
    await messageInput(panel).fill('My receipt');
    await panel.getByRole('button', { name: 'Send message' }).click();
    await expect(chatLog(panel).getByRole('img', { name: 'My receipt' })).toBeVisible();
    await expect(panel.getByText('receipt.png')).toHaveCount(0);

    const pane = await openConversation(admin, name);
    await expect(chatLog(pane).getByRole('img', { name: 'My receipt' })).toBeVisible();
    await pane.locator('input[type="file"]').setInputFiles(pngFile('qr.png'));
    await pane.getByRole('button', { name: 'Send message' }).click();
    await expect(chatLog(panel).getByRole('img', { name: 'Image from support' })).toBeVisible();
    const loaded = await chatLog(panel)
      .getByRole('img', { name: 'Image from support' })
      .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
    expect(loaded).toBe(true);
  });

  test('counts support replies on the closed button, shows 9+ above 9, and resets on open', async ({
    page,
    admin,
  }) => {
    const { panel, name } = await openGuestWidget(page);
    await sendFromWidget(panel, 'Anyone there?');
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(launcher(page)).toBeFocused();

    const conversationId = await adminConversationId(admin, 'anonymous', name);
    await adminSendViaApi(admin, 'anonymous', conversationId, 'Reply 1');
    await expect(launcher(page)).toHaveAccessibleName('Open support chat, 1 unread');
    await expect(page.getByTestId('chat-unread-badge')).toContainText('1');

    await Promise.all(
      Array.from({ length: 9 }, (_, index) =>
        adminSendViaApi(admin, 'anonymous', conversationId, `Reply ${index + 2}`),
      ),
    );
    await expect(launcher(page)).toHaveAccessibleName('Open support chat, 10 unread');
    await expect(page.getByTestId('chat-unread-badge')).toContainText('9+');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('userUnreadCount')))
      .toBe('10');

    await page.reload();
    await expect(launcher(page)).toHaveAccessibleName('Open support chat, 10 unread');
    await openWidget(page);
    for (let index = 1; index <= 10; index += 1) {
      await expect(
        chatLog(chatPanel(page)).getByText(`Reply ${index}`, { exact: true }),
      ).toBeVisible();
    }
    await expect.poll(() => page.evaluate(() => localStorage.getItem('userUnreadCount'))).toBe('0');
    await page.keyboard.press('Escape');
    await expect(launcher(page)).toHaveAccessibleName('Open support chat');
  });

  test('changes the name: the same conversation goes on under the new name, messages kept', async ({
    page,
    admin,
  }) => {
    await page.goto('/');
    const panel = await openWidget(page);
    const oldName = await chattingAs(panel);
    await sendFromWidget(panel, 'Under my old name');

    await panel.getByRole('button', { name: 'Change name' }).click();
    const nameInput = panel.getByRole('textbox', { name: 'Your name' });
    await expect(nameInput).toHaveAttribute('placeholder', 'Enter your name (optional)');
    await expect(panel.getByText('Change how you appear in chat')).toBeVisible();
    await nameInput.fill('   ');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(nameInput).toBeVisible();

    const newName = `Nova ${Date.now().toString(36)}`;
    await nameInput.fill(newName);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByText(`Chatting as ${newName}`)).toBeVisible();
    await expect(chatLog(panel).getByText('Under my old name')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('chatIdentity')))
      .toBe(newName);
    await sendFromWidget(panel, 'Now as Nova');

    await openConversation(admin, newName);
    await expect(chatLog(admin).getByText('Now as Nova')).toBeVisible();
    await expect(chatLog(admin).getByText('Under my old name')).toBeVisible();
    const byOldName = await admin.request.get('/api/admin/anonymous-conversations', {
      params: { search: oldName },
    });
    expect(await byOldName.json()).toEqual([]);
  });

  test('offers the payment picker after the prompt, sends the label and hides it', async ({
    page,
    admin,
  }) => {
    const { panel, name } = await openGuestWidget(page);
    await sendFromWidget(panel, 'I want to deposit');
    await expect(panel.getByTestId('payment-picker')).toHaveCount(0);

    const conversationId = await adminConversationId(admin, 'anonymous', name);
    await adminSendViaApi(admin, 'anonymous', conversationId, `Sure! ${PROMPT}`);

    const picker = panel.getByTestId('payment-picker');
    await expect(picker).toBeVisible();
    for (const label of ['Venmo', 'Zelle', 'Crypto', 'PayPal', 'CashApp', 'Payment Link']) {
      await expect(picker.getByRole('radio', { name: label })).toBeVisible();
    }
    const send = picker.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeDisabled();
    await picker.getByRole('radio', { name: 'CashApp' }).check();
    await send.click();

    await expect(chatLog(panel).getByText('CashApp', { exact: true })).toBeVisible();
    await expect(picker).toHaveCount(0);
    await openConversation(admin, name);
    await expect(chatLog(admin).getByText('CashApp', { exact: true })).toBeVisible();
  });

  test('tells the visitor when support deletes the conversation, and starts a new one on the next message', async ({
    page,
    admin,
  }) => {
    const { panel, name } = await openGuestWidget(page);
    await sendFromWidget(panel, 'Please delete me');

    const pane = await openConversation(admin, name);
    await pane.getByRole('button', { name: 'Delete conversation' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText(
      'Are you sure you want to delete this conversation? This action will permanently remove the conversation and all its messages. This cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(admin)).toContainText('Conversation Deleted');
    await expect(admin.getByText('Select a conversation to read and reply.')).toBeVisible();

    await expect(panel.getByText(CONVERSATION_REMOVED_TEXT, { exact: true })).toBeVisible();
    await expect(chatLog(panel).getByText('Please delete me')).toHaveCount(0);
    await sendFromWidget(panel, 'Starting over');
    await openConversation(admin, name);
    await expect(chatLog(admin).getByText('Starting over')).toBeVisible();
    await expect(chatLog(admin).getByText('Please delete me')).toHaveCount(0);
  });

  test('keeps a refused message or image in the thread, says why, and offers Retry', async ({
    page,
  }) => {
    await page.goto('/');
    let authenticated: () => void = () => undefined;
    const socketReady = new Promise<void>((resolve) => (authenticated = resolve));
    await page.routeWebSocket('/ws', (socket) => {
      const server = socket.connectToServer();
      server.onMessage((frame) => {
        if (String(frame).includes('"auth_success"')) authenticated();
        socket.send(frame);
      });
      socket.onMessage((frame) => {
        const message = JSON.parse(String(frame)) as ClientFrame;
        if (message.type !== 'send_message') {
          server.send(frame);
          return;
        }
        socket.send(
          JSON.stringify({
            type: 'error',
            reason: ERROR_TEXT.tooManyRequests,
            clientMessageId: message.clientMessageId,
            retryAfter: 7,
          } satisfies ServerEvent),
        );
      });
    });
    const panel = await openWidget(page);
    await socketReady;

    await messageInput(panel).fill('Too quick');
    await messageInput(panel).press('Enter');
    await expect(messageInput(panel)).toHaveValue('');
    const quick = bubblesWith(panel, 'Too quick');
    await expect(quick).toHaveAttribute('data-delivery', 'failed');
    await expect(quick.getByTestId('delivery-failed')).toContainText(
      `${DELIVERY_TEXT.refused} You are sending too fast. Please wait 7 s and try again.`,
    );
    await expect(quick.getByRole('button', { name: DELIVERY_TEXT.retry })).toBeVisible();

    await page.route('**/api/chat-upload-image', (route) =>
      route.fulfill({
        status: 413,
        contentType: 'application/json',
        body: '{"statusCode":413,"message":"File too large"}',
      }),
    );
    await panel.locator('input[type="file"]').setInputFiles(pngFile('huge.png'));
    await messageInput(panel).fill('Big picture');
    await panel.getByRole('button', { name: 'Send message' }).click();
    const big = bubblesWith(panel, 'Big picture');
    await expect(big).toHaveAttribute('data-delivery', 'failed');
    await expect(big.getByTestId('delivery-failed')).toContainText(
      `${DELIVERY_TEXT.refused} That image is too large. Images can be up to 5 MB.`,
    );
    await expect(big.getByRole('img', { name: 'Big picture' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Remove image' })).toHaveCount(0);

    await panel
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(panel.getByRole('alert')).toContainText('not an image');
  });

  test('is usable by keyboard, traps focus, closes with Escape and has no serious axe findings', async ({
    page,
  }) => {
    await page.goto('/');
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    const panel = chatPanel(page);
    await expect(panel).toBeVisible();
    await expect(messageInput(panel)).toBeFocused();
    await expect(panel.getByText(/^Chatting as /)).toBeVisible();

    for (let index = 0; index < 8; index += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    expect(await seriousViolations(page, '[data-testid="chat-panel"]')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 740 } });

    test('fills the screen', async ({ page }) => {
      await page.goto('/');
      const panel = await openWidget(page);
      expect(await panel.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 740 });
    });
  });
});
