import {
  adminConversationId,
  adminSendViaApi,
  chatLog,
  chatPanel,
  launcher,
  messageInput,
  openConversation,
  openWidget,
  pngFile,
  replyAsAdmin,
  sendFromWidget,
  seriousViolations,
} from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

/** This spec runs against the app started with VISITOR_CHAT=device. */
test.describe('device-identified support widget', () => {
  test.describe.configure({ timeout: 60_000 });

  test('tells the browser which widget to show', async ({ request }) => {
    const response = await request.get('/api/site-config');
    expect(await response.json()).toMatchObject({ visitorChat: 'device' });
  });

  test('opens "Support Chat" under a Guest- name made from the device id, and chats both ways', async ({
    page,
    admin,
  }) => {
    await page.goto('/');
    const panel = await openWidget(page);
    await expect(panel.getByRole('heading', { name: 'Support Chat' })).toBeVisible();
    expect(await panel.boundingBox()).toMatchObject({ width: 384, height: 500 });
    await expect(chatLog(panel).getByText('Start a conversation with support')).toBeVisible();

    const deviceId = await page.evaluate(() => localStorage.getItem('chatDeviceId'));
    expect(deviceId).toMatch(/^device-\d+-[a-z0-9]+$/);
    const name = `Guest-${deviceId!.split('-')[2].slice(0, 5).toUpperCase()}`;
    await expect(panel.getByText(name, { exact: true })).toBeVisible();

    await expect(messageInput(panel)).toHaveAttribute('placeholder', 'Type your message...');
    await messageInput(panel).fill('First line');
    await messageInput(panel).press('Shift+Enter');
    await expect(messageInput(panel)).toHaveValue('First line\n');
    await messageInput(panel).pressSequentially('second line');
    await messageInput(panel).press('Enter');
    await expect(chatLog(panel).getByText(/First line\s+second line/)).toBeVisible();
    await expect(messageInput(panel)).toHaveValue('');

    const pane = await openConversation(admin, name);
    await expect(chatLog(pane).getByText(/First line\s+second line/)).toBeVisible();
    await replyAsAdmin(admin, name, 'Hello from support');
    const reply = panel.getByTestId('chat-message').filter({ hasText: 'Hello from support' });
    await expect(reply.getByText('Support', { exact: true })).toBeVisible();
  });

  test('attaches an image with a preview, clears it, and sends one with a caption', async ({
    page,
    admin,
  }) => {
    await page.goto('/');
    const panel = await openWidget(page);
    const deviceId = await page.evaluate(() => localStorage.getItem('chatDeviceId'));
    const name = `Guest-${deviceId!.split('-')[2].slice(0, 5).toUpperCase()}`;

    await panel.locator('input[type="file"]').setInputFiles(pngFile('chips.png'));
    await expect(panel.getByRole('img', { name: 'Selected image: chips.png' })).toBeVisible();
    await expect(messageInput(panel)).toHaveAttribute('placeholder', 'Add a caption (optional)...');
    await panel.getByRole('button', { name: 'Remove image' }).click();
    await expect(messageInput(panel)).toHaveAttribute('placeholder', 'Type your message...');

    await panel.locator('input[type="file"]').setInputFiles(pngFile('chips.png'));
    await messageInput(panel).fill('My chips');
    await messageInput(panel).press('Enter');
    await expect(chatLog(panel).getByRole('img', { name: 'My chips' })).toBeVisible();
    await expect(panel.getByText('chips.png')).toHaveCount(0);

    const pane = await openConversation(admin, name);
    await expect(chatLog(pane).getByRole('img', { name: 'My chips' })).toBeVisible();
  });

  test('renames the visitor (a blank name does nothing) and support sees the new name', async ({
    page,
    admin,
  }) => {
    await page.goto('/');
    const panel = await openWidget(page);
    await sendFromWidget(panel, 'Before the rename');

    await panel.getByRole('button', { name: 'Change name' }).click();
    const nameInput = panel.getByRole('textbox', { name: 'Your name' });
    await expect(nameInput).toHaveAttribute('placeholder', 'Enter your name...');
    await nameInput.fill('  ');
    await nameInput.press('Enter');
    await expect(nameInput).toBeVisible();

    const newName = `Orion ${Date.now().toString(36)}`;
    await nameInput.fill(newName);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(nameInput).toHaveCount(0);
    await expect(panel.getByText(newName, { exact: true })).toBeVisible();
    await expect(chatLog(panel).getByText('Before the rename')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('chatDisplayName')))
      .toBe(newName);

    const pane = await openConversation(admin, newName);
    await expect(chatLog(pane).getByText('Before the rename')).toBeVisible();
  });

  test('counts unread support messages while closed, and marks them read on open', async ({
    page,
    admin,
  }) => {
    await page.goto('/');
    const panel = await openWidget(page);
    await sendFromWidget(panel, 'Waiting for an answer');
    const deviceId = await page.evaluate(() => localStorage.getItem('chatDeviceId'));
    await panel.getByRole('button', { name: 'Close chat' }).click();

    const conversationId = await adminConversationId(admin, 'anonymous', deviceId!);
    await adminSendViaApi(admin, 'anonymous', conversationId, 'Answer one');
    await adminSendViaApi(admin, 'anonymous', conversationId, 'Answer two');
    await expect(launcher(page)).toHaveAccessibleName('Open support chat, 2 unread');

    await page.reload();
    await expect(launcher(page)).toHaveAccessibleName('Open support chat, 2 unread');
    await openWidget(page);
    await expect(chatLog(chatPanel(page)).getByText('Answer two')).toBeVisible();
    await chatPanel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(launcher(page)).toHaveAccessibleName('Open support chat');
    await page.reload();
    await expect(launcher(page)).toHaveAccessibleName('Open support chat');
  });

  test('has no serious axe findings when open', async ({ page }) => {
    await page.goto('/');
    const panel = await openWidget(page);
    await expect(messageInput(panel)).toBeFocused();
    await sendFromWidget(panel, 'Checking accessibility');
    expect(await seriousViolations(page, '[data-testid="chat-panel"]')).toEqual([]);
  });
});
