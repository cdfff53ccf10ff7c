import { MEMBER_SIGN_IN_TEXT } from '@club/contracts';
import { registerViaApi } from '../support/accounts';
import {
  adminConversationId,
  adminSendViaApi,
  chatLog,
  openWidget,
  sendFromWidget,
} from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

/** This spec runs against the app started with VISITOR_CHAT=device. */
test.describe('device widget: nothing empty, one history per person', () => {
  test.describe.configure({ timeout: 60_000 });

  test('an opened device widget lists nothing; its chat joins the account registered in the same browser', async ({
    page,
    admin,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const panel = await openWidget(page);
    await expect(chatLog(panel).getByText('Start a conversation with support')).toBeVisible();
    const deviceId = (await page.evaluate(() => localStorage.getItem('chatDeviceId')))!;
    const visitors = async () =>
      (
        await (
          await admin.request.get('/api/admin/anonymous-conversations', {
            params: { search: deviceId },
          })
        ).json()
      ).length;
    expect(await visitors()).toBe(0);

    await sendFromWidget(panel, 'Device question');
    const conversationId = await adminConversationId(admin, 'anonymous', deviceId);
    await adminSendViaApi(admin, 'anonymous', conversationId, 'Device answer');
    await expect(chatLog(panel).getByText('Device answer', { exact: true })).toBeVisible();

    const { username } = await registerViaApi(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    const member = await openWidget(page);
    for (const text of ['Device question', 'Device answer', MEMBER_SIGN_IN_TEXT])
      await expect(chatLog(member).getByText(text, { exact: true })).toBeVisible();

    expect(await visitors()).toBe(0);
    const memberId = await adminConversationId(admin, 'user', username);
    const thread = await admin.request.get(`/api/admin/conversations/${memberId}/messages`);
    expect(((await thread.json()) as { content: string }[]).map((m) => m.content)).toEqual([
      'Device question',
      'Device answer',
      MEMBER_SIGN_IN_TEXT,
    ]);
  });
});
