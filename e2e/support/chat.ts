import type {
  AdminConversationView,
  InboxList,
  SupportStatusEvent,
  SupportStatusView,
} from '@club/contracts';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** A real 1×1 PNG: the server decides by the bytes that it is an image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const pngFile = (name = 'table.png') => ({ name, mimeType: 'image/png', buffer: PNG });

export const launcher = (page: Page) => page.getByTestId('chat-launcher');
export const chatPanel = (page: Page) => page.getByTestId('chat-panel');
export const messageInput = (scope: Page | Locator) =>
  scope.getByRole('textbox', { name: 'Message' });
export const chatLog = (scope: Page | Locator) => scope.getByRole('log');

/**
 * Presence is shared by every spec running beside one (each has the inbox open as the admin), so
 * "no one online" cannot be had for real in the suite's own app: this page is told it, by its
 * status request (answered with the server's own expected-reply text) and by the socket's
 * support_status events. Everything else stays the real server; chat-availability.spec.ts
 * covers the real presence on an app of its own.
 */
export async function supportShownOffline(page: Page) {
  await page.route('**/api/support-status', async (route) => {
    const real = (await (await route.fetch()).json()) as SupportStatusView;
    await route.fulfill({ json: { ...real, online: false } });
  });
  const offline: SupportStatusEvent = { type: 'support_status', online: false };
  await page.routeWebSocket('**/ws', (socket) => {
    const server = socket.connectToServer();
    server.onMessage((frame) => {
      const isStatus = typeof frame === 'string' && frame.startsWith('{"type":"support_status"');
      socket.send(isStatus ? JSON.stringify(offline) : frame);
    });
  });
}

/** Opens the floating widget and returns its panel. */
export async function openWidget(page: Page): Promise<Locator> {
  await launcher(page).click();
  const panel = chatPanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

/** Loads the home page and opens the guest widget: its panel and the name it chats as. */
export async function openGuestWidget(page: Page): Promise<{ panel: Locator; name: string }> {
  await page.goto('/');
  const panel = await openWidget(page);
  return { panel, name: await chattingAs(panel) };
}

/** The bubbles in `scope`'s thread whose text is exactly `text`. */
export function bubblesWith(scope: Page | Locator, text: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return chatLog(scope)
    .getByTestId('chat-message')
    .filter({ has: page.getByText(text, { exact: true }) });
}

/** Types a message in the widget and sends it with Enter; waits until the server has it. */
export async function sendFromWidget(panel: Locator, text: string) {
  await messageInput(panel).fill(text);
  await messageInput(panel).press('Enter');
  await expect(messageInput(panel)).toHaveValue('');
  await expect(bubblesWith(panel, text).last()).toHaveAttribute('data-delivery', 'sent');
}

/** The name after "Chatting as" in the guest and member widgets. */
export async function chattingAs(panel: Locator): Promise<string> {
  const line = panel.getByText(/^Chatting as /);
  await expect(line).toBeVisible();
  return (await line.textContent())!.replace('Chatting as ', '');
}

export const conversationItem = (admin: Page, name: string) =>
  admin.getByTestId('conversation-item').filter({ has: admin.getByText(name, { exact: true }) });

/** Types into the inbox search and waits until both lists have answered for it. */
export async function searchConversations(admin: Page, search: string) {
  const searchbox = admin.getByRole('searchbox', { name: 'Search conversations' });
  if ((await searchbox.inputValue()) === search) return;
  const answered = (path: string) =>
    admin.waitForResponse(
      (response) =>
        response.url().includes(`${path}?`) &&
        new URL(response.url()).searchParams.get('search') === search,
    );
  const searched = Promise.all([
    answered('/api/admin/conversations'),
    answered('/api/admin/anonymous-conversations'),
  ]);
  await searchbox.fill(search);
  await searched;
}

/** Finds a conversation with the inbox search (by its name unless told) and opens it. */
export async function openConversation(admin: Page, name: string, search = name): Promise<Locator> {
  await searchConversations(admin, search);
  const pane = admin.getByRole('region', { name: 'Conversation', exact: true });
  await conversationItem(admin, name).click();
  await expect(pane.getByRole('heading', { name, exact: true })).toBeVisible();
  return pane;
}

/** Replies from the open conversation with Enter; waits until the reply is stored (no longer pending). */
export async function replyAsAdmin(admin: Page, name: string, text: string) {
  const input = admin.getByRole('textbox', { name: `Reply to ${name}` });
  await input.fill(text);
  await input.press('Enter');
  await expect(bubblesWith(admin, text).last()).toHaveAttribute('data-delivery', 'sent');
}

/** The serious and critical axe findings (WCAG 2.2 A/AA) inside `selector`. */
export async function seriousViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** The id of the conversation the admin finds by `search` in a list (through the API). */
export async function adminConversationId(
  admin: Page,
  list: InboxList,
  search: string,
): Promise<string> {
  const path = list === 'user' ? '/api/admin/conversations' : '/api/admin/anonymous-conversations';
  let id: string | undefined;
  await expect
    .poll(async () => {
      const response = await admin.request.get(path, { params: { search } });
      id = ((await response.json()) as AdminConversationView[])[0]?.id;
      return id;
    })
    .toBeTruthy();
  return id!;
}

/** A support message sent through the API (fast set-up for what is not under test). */
export async function adminSendViaApi(
  admin: Page,
  list: InboxList,
  conversationId: string,
  content: string,
) {
  const response =
    list === 'user'
      ? await admin.request.post('/api/messages', { data: { conversationId, content } })
      : await admin.request.post('/api/admin/anonymous-chat/messages', {
          data: { conversationId, content },
        });
  expect(response.ok(), await response.text()).toBe(true);
}
