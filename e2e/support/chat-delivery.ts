import type { ChatMessageView, InboxList } from '@club/contracts';
import { expect, type Page } from '@playwright/test';

/**
 * Remembers whether the page ever said a message was not sent (issue 29.3: it did so for a
 * message the server had), from now on and for every change of the page.
 */
export async function watchForNotSent(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const said = () => /not sent/i.test(document.body.textContent ?? '');
    const seen = window as unknown as { saidNotSent: boolean };
    seen.saidNotSent = said();
    new MutationObserver(() => {
      if (said()) seen.saidNotSent = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { saidNotSent: boolean }).saidNotSent);
}

/** How often the server stored `content` in the conversation (support's view of it). */
export async function storedCount(
  admin: Page,
  list: InboxList,
  conversationId: string,
  content: string,
) {
  const path =
    list === 'user'
      ? `/api/admin/conversations/${conversationId}/messages`
      : `/api/admin/anonymous-conversations/${conversationId}/messages`;
  const response = await admin.request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ChatMessageView[]).filter((m) => m.content === content).length;
}
