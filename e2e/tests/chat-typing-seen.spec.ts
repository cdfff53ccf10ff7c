import { registerViaApi, uniqueUsername } from '../support/accounts';
import { chattingAs, openWidget, sendFromWidget } from '../support/chat';
import { test } from '../support/chat-fixtures';
import { typingAndSeenBothWays, typingFramesOf } from '../support/typing-seen';

test.describe('typing and seen between a customer and support', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a member at 1280 px and an admin at 1280 px', async ({ page, admin }) => {
    const frames = typingFramesOf(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const username = uniqueUsername('typist');
    await registerViaApi(page, { username });
    await page.goto('/');
    const panel = await openWidget(page);
    await sendFromWidget(panel, 'Hello support');
    await typingAndSeenBothWays(panel, frames, admin, username);
  });

  test('a guest at 360 px and an admin at 1920 px', async ({ page, admin }) => {
    const frames = typingFramesOf(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await admin.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/');
    const panel = await openWidget(page);
    await sendFromWidget(panel, 'Hello from a guest');
    await typingAndSeenBothWays(panel, frames, admin, await chattingAs(panel));
  });
});
