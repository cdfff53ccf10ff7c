import type { VisitorConversationView, VisitorMessageView } from '@club/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { chatLog, conversationItem, openConversation } from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

const settingsButton = (admin: Page) => admin.getByRole('button', { name: 'Alert settings' });

async function soundsPlayed(admin: Page): Promise<number> {
  return Number(await settingsButton(admin).getAttribute('data-sounds-played'));
}

/** A guest's conversation, started over the API in its own cookie jar. */
async function guestChat(request: APIRequestContext, name: string) {
  const created = await request.post('/api/chat-conversations', { data: { username: name } });
  expect(created.ok(), await created.text()).toBe(true);
  const conversation = (await created.json()) as VisitorConversationView;
  const send = async (content: string) => {
    const sent = await request.post(`/api/chat-conversations/${conversation.id}/messages`, {
      data: { content },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const message = (await sent.json()) as VisitorMessageView;
    return `${conversation.id}:${message.id}`;
  };
  return { conversation, send };
}

/** What the browser would do when the admin switches to another tab. */
async function hideTab(admin: Page) {
  await admin.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test.describe('inbox alerts', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a message in a conversation not on screen chimes; the open one does not; muting sticks per admin', async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const stamp = Date.now().toString(36);
    const first = await guestChat(visitor, `Alert${stamp}`);
    const button = settingsButton(admin);
    await expect(button).toHaveAttribute('data-sound', 'on');

    const before = await soundsPlayed(admin);
    const unseen = await first.send('Anyone there?');
    await expect(button).toHaveAttribute('data-last-alert', unseen);
    expect(await soundsPlayed(admin)).toBeGreaterThan(before);

    await openConversation(admin, `Alert${stamp}`);
    const seen = await first.send('I can see you are reading');
    await expect(chatLog(admin).getByText('I can see you are reading')).toBeVisible();
    await expect(button).not.toHaveAttribute('data-last-alert', seen);

    await button.click();
    await admin.getByRole('switch', { name: 'Alert sound' }).uncheck();
    await admin.keyboard.press('Escape');
    await expect(button).toHaveAttribute('data-sound', 'muted');
    const muted = await soundsPlayed(admin);
    await admin.getByRole('searchbox', { name: 'Search conversations' }).fill('');
    const second = await guestChat(visitor, `Quiet${stamp}`);
    const quiet = await second.send('Nobody should hear this');
    await expect(conversationItem(admin, `Quiet${stamp}`)).toBeVisible();
    await expect(button).not.toHaveAttribute('data-last-alert', quiet);
    expect(await soundsPlayed(admin)).toBe(muted);

    await admin.reload();
    await expect(button).toHaveAttribute('data-sound', 'muted');
    await button.click();
    await expect(admin.getByRole('switch', { name: 'Alert sound' })).not.toBeChecked();
    await admin.getByRole('switch', { name: 'Alert sound' }).check();
    await admin.keyboard.press('Escape');
    await expect(button).toHaveAttribute('data-sound', 'on');
    await visitor.dispose();
  });

  test('with permission, a hidden tab gets a desktop notification and the title counter', async ({
    admin,
    playwright,
    baseURL,
  }) => {
    await admin.context().grantPermissions(['notifications']);
    await admin.addInitScript(() => {
      const shown: { title: string; body?: string }[] = [];
      (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
      const Real = window.Notification;
      class Recorded extends Real {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          shown.push({ title, body: options?.body });
        }
      }
      Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
      window.Notification = Recorded as typeof Notification;
    });
    await admin.reload();
    const button = settingsButton(admin);
    await button.click();
    await admin
      .getByRole('switch', { name: 'Desktop notifications when this tab is hidden' })
      .check();
    await expect(
      admin.getByRole('switch', { name: 'Desktop notifications when this tab is hidden' }),
    ).toBeChecked();
    await admin.keyboard.press('Escape');

    const visitor = await playwright.request.newContext({ baseURL });
    const stamp = Date.now().toString(36);
    const chat = await guestChat(visitor, `Away${stamp}`);
    await hideTab(admin);
    const alerted = await chat.send('Are you away?');
    await expect(button).toHaveAttribute('data-last-alert', alerted);
    await expect
      .poll(() =>
        admin.evaluate(() =>
          (
            window as unknown as { shownNotifications: { title: string; body?: string }[] }
          ).shownNotifications.some((shown) => shown.body === 'Are you away?'),
        ),
      )
      .toBe(true);
    expect(Number(await button.getAttribute('data-notifications-shown'))).toBeGreaterThan(0);
    await expect(admin).toHaveTitle(/^\(\d+\) Admin Chat/);

    await admin.reload();
    await button.click();
    await expect(
      admin.getByRole('switch', { name: 'Desktop notifications when this tab is hidden' }),
    ).toBeChecked();
    await visitor.dispose();
  });
});
