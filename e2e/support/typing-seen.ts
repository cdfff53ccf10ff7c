import { TYPING_SIGNAL_EVERY_MS, TYPING_TEXT, type TypingFrame } from '@club/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  chatLog,
  conversationItem,
  messageInput,
  openConversation,
  replyAsAdmin,
  sendFromWidget,
} from './chat';

/** The typing frames a page's socket sends, as they go out. */
export function typingFramesOf(page: Page): TypingFrame[] {
  const frames: TypingFrame[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const frame = JSON.parse(payload) as { type?: string };
      if (frame.type === 'typing') frames.push(frame as TypingFrame);
    }),
  );
  return frames;
}

const seenMark = (scope: Locator) => scope.getByTestId('seen-mark');

/**
 * Both sides of one conversation, from a customer's widget (`panel`) and the admin's inbox:
 * typing each way, throttled, stopped and expiring; "Seen" each way.
 */
export async function typingAndSeenBothWays(
  panel: Locator,
  customerFrames: TypingFrame[],
  admin: Page,
  name: string,
) {
  const pane = await openConversation(admin, name);
  const paneTyping = pane.getByRole('status').filter({ hasText: `${name} is typing…` });
  const listPreview = conversationItem(admin, name).getByTestId('conversation-preview');

  // The admin opened it, so the customer's last message shows "Seen" in the widget.
  await expect(seenMark(chatLog(panel))).toHaveText(TYPING_TEXT.seen);

  // Customer → admin: a burst of keystrokes is not a signal per key, and clearing the draft stops it.
  const before = customerFrames.length;
  const startedAt = Date.now();
  await messageInput(panel).pressSequentially('Where is my deposit');
  const typedFor = Date.now() - startedAt;
  await expect(paneTyping).toBeVisible();
  await expect(listPreview).toHaveText(TYPING_TEXT.customer);
  await messageInput(panel).fill('');
  await expect(paneTyping).toBeHidden();
  const signals = customerFrames.slice(before).map((frame) => frame.typing);
  expect(signals.at(0)).toBe(true);
  expect(signals.at(-1)).toBe(false);
  expect(signals.filter(Boolean).length).toBeLessThanOrEqual(
    1 + Math.floor(typedFor / TYPING_SIGNAL_EVERY_MS),
  );

  // A signal with no stop after it goes away on its own.
  await messageInput(panel).pressSequentially('Still');
  await expect(paneTyping).toBeVisible();
  await expect(paneTyping).toBeHidden({ timeout: 15_000 });
  await messageInput(panel).fill('');

  // Admin → customer: "Support is typing…" until the reply arrives.
  const supportTyping = panel.getByRole('status').filter({ hasText: TYPING_TEXT.support });
  await admin.getByRole('textbox', { name: `Reply to ${name}` }).pressSequentially('On its way');
  await expect(supportTyping).toBeVisible();
  await admin.getByRole('textbox', { name: `Reply to ${name}` }).fill('');
  await expect(supportTyping).toBeHidden();

  // The open widget reads the reply: the admin sees "Seen" under it.
  await replyAsAdmin(admin, name, 'Your deposit is on its way');
  await expect(chatLog(panel).getByText('Your deposit is on its way')).toBeVisible();
  await expect(chatLog(pane).getByRole('listitem').last()).toHaveText(TYPING_TEXT.seen);

  // The customer's next message, read by the admin who has it open, carries the mark instead.
  await sendFromWidget(panel, 'Thanks!');
  await expect(chatLog(panel).getByRole('listitem').last()).toHaveText(TYPING_TEXT.seen);
  await expect(seenMark(chatLog(panel))).toHaveCount(1);
}
