import { openWidget, sendFromWidget } from '../support/chat';
import { test } from '../support/chat-fixtures';
import { typingAndSeenBothWays, typingFramesOf } from '../support/typing-seen';

// The device-identified widget runs on the second app (VISITOR_CHAT=device).
test.describe('typing and seen between a device visitor and support', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a device visitor at 1280 px and an admin at 1280 px', async ({ page, admin }) => {
    const frames = typingFramesOf(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const panel = await openWidget(page);
    await sendFromWidget(panel, 'Hello from a device');
    const deviceId = await page.evaluate(() => localStorage.getItem('chatDeviceId'));
    const name = `Guest-${deviceId!.split('-')[2].slice(0, 5).toUpperCase()}`;
    await typingAndSeenBothWays(panel, frames, admin, name);
  });
});
