import type { VisitorMessageView } from '@club/contracts';
import { test as base, expect, type WebSocketRoute } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { AppProcess } from '../support/app-process';
import {
  adminConversationId,
  adminSendViaApi,
  chatLog,
  chattingAs,
  openWidget,
  sendFromWidget,
} from '../support/chat';

/** An app of each worker's own, on ports beyond the suite's stripe stub and device-widget app. */
const test = base.extend<object, { app: AppProcess }>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT ?? 5123) + 3000 + workerInfo.workerIndex;
      const app = new AppProcess(port, {
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      });
      await app.start();
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

test.describe('support chat across a server restart', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the visitor reconnects by itself and gets what was sent meanwhile, each message once', async ({
    browser,
    app,
  }) => {
    const visitor = await browser.newContext({ baseURL: app.baseURL });
    const adminContext = await browser.newContext({ baseURL: app.baseURL });
    const admin = await adminContext.newPage();
    expect((await admin.request.post('/api/login', { data: ADMIN })).ok()).toBe(true);

    const page = await visitor.newPage();
    // Turns the widget's reconnection attempts away until support has written while it was away.
    let letThrough = true;
    let refused = 0;
    await page.routeWebSocket('/ws', (socket: WebSocketRoute) => {
      if (letThrough) {
        socket.connectToServer();
        return;
      }
      refused += 1;
      void socket.close({ code: 1013, reason: 'Test: not yet' });
    });

    await page.goto('/');
    const panel = await openWidget(page);
    const name = await chattingAs(panel);
    await sendFromWidget(panel, 'Before the restart');
    const conversationId = await adminConversationId(admin, 'anonymous', name);
    await adminSendViaApi(admin, 'anonymous', conversationId, 'Reply before the restart');
    await expect(chatLog(panel).getByText('Reply before the restart')).toBeVisible();

    letThrough = false;
    await app.stop();
    await expect(panel.getByText('Connection lost. Reconnecting…')).toBeVisible();
    await app.start();
    await adminSendViaApi(admin, 'anonymous', conversationId, 'Sent while it was down 1');
    await adminSendViaApi(admin, 'anonymous', conversationId, 'Sent while it was down 2');

    await expect.poll(() => refused).toBeGreaterThan(0);
    letThrough = true;

    await expect(panel.getByText('Connection lost. Reconnecting…')).toHaveCount(0, {
      timeout: 20_000,
    });
    for (const text of [
      'Before the restart',
      'Reply before the restart',
      'Sent while it was down 1',
      'Sent while it was down 2',
    ]) {
      await expect(chatLog(panel).getByText(text, { exact: true })).toHaveCount(1);
    }

    await sendFromWidget(panel, 'After the restart');
    await adminSendViaApi(admin, 'anonymous', conversationId, 'Live again');
    await expect(chatLog(panel).getByText('Live again', { exact: true })).toHaveCount(1);
    const stored = await admin.request.get(
      `/api/admin/anonymous-conversations/${conversationId}/messages`,
    );
    const contents = ((await stored.json()) as VisitorMessageView[]).map((m) => m.content);
    expect(contents).toEqual([
      'Before the restart',
      'Reply before the restart',
      'Sent while it was down 1',
      'Sent while it was down 2',
      'After the restart',
      'Live again',
    ]);

    await visitor.close();
    await adminContext.close();
  });
});
