import { DELIVERY_TEXT } from '@club/contracts';
import {
  adminConversationId,
  bubblesWith,
  messageInput,
  openConversation,
  openWidget,
  sendFromWidget,
} from '../support/chat';
import { storedCount, watchForNotSent } from '../support/chat-delivery';
import { expect, test } from '../support/chat-fixtures';

/** This spec runs against the app started with VISITOR_CHAT=device, whose widget sends by REST. */
test.describe('device widget: a message written while offline', () => {
  test.describe.configure({ timeout: 60_000 });

  test('waits as "not delivered yet" and goes out by itself, once, when back online', async ({
    page,
    admin,
  }) => {
    await page.goto('/');
    const panel = await openWidget(page);
    await sendFromWidget(panel, 'Hello from this device');
    const deviceId = await page.evaluate(() => localStorage.getItem('chatDeviceId'));
    const name = `Guest-${deviceId!.split('-')[2].slice(0, 5).toUpperCase()}`;
    const pane = await openConversation(admin, name);
    const saidNotSent = await watchForNotSent(page);

    await page.context().setOffline(true);
    const text = 'Written without a connection';
    await messageInput(panel).fill(text);
    await messageInput(panel).press('Enter');
    await expect(messageInput(panel)).toHaveValue('');
    const mine = bubblesWith(panel, text);
    await expect(mine).toHaveAttribute('data-delivery', 'failed');
    await expect(mine.getByTestId('delivery-failed')).toContainText(DELIVERY_TEXT.offline);

    await page.context().setOffline(false);
    await expect(mine).toHaveAttribute('data-delivery', 'sent');
    await expect(bubblesWith(panel, text)).toHaveCount(1);
    await expect(bubblesWith(pane, text)).toHaveCount(1);
    expect(await saidNotSent()).toBe(false);
    const conversationId = await adminConversationId(admin, 'anonymous', name);
    expect(await storedCount(admin, 'anonymous', conversationId, text)).toBe(1);
  });
});
