import { NOTE_TEXT } from '@club/contracts';
import type { Browser, Locator, Page } from '@playwright/test';
import { ADMIN, registerViaApi, uniqueUsername } from '../support/accounts';
import {
  chatLog,
  chattingAs,
  openConversation,
  openWidget,
  replyAsAdmin,
  sendFromWidget,
} from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

const notesOf = (scope: Page | Locator) => chatLog(scope).getByTestId('private-note');

/**
 * Another admin's inbox, in a browser of its own, once its socket is signed in: a note written
 * before that reaches it only by the refetch the sign-in starts, which may answer with the notes
 * as they were before it and so not show it live.
 */
async function secondAdmin(browser: Browser, baseURL: string | undefined, storageState: string) {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  const socketSignedIn = new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"auth_success"')) resolve();
      }),
    ),
  );
  await page.goto('/admin/chat');
  await expect(page.getByText('Waiting for Response')).toBeVisible({ timeout: 20_000 });
  await socketSignedIn;
  return page;
}

/** Writes a note from the open conversation's composer in note mode, with Enter. */
async function addNote(pane: Locator, text: string) {
  await pane.getByRole('button', { name: NOTE_TEXT.noteMode, exact: true }).click();
  await expect(pane.getByText(NOTE_TEXT.hint)).toBeVisible();
  const input = pane.getByRole('textbox', { name: NOTE_TEXT.inputLabel });
  await expect(pane.getByRole('button', { name: 'Attach an image' })).toHaveCount(0);
  await input.fill(text);
  await input.press('Enter');
  await expect(notesOf(pane).filter({ hasText: text })).toBeVisible();
  await expect(input).toHaveValue('');
  await pane.getByRole('button', { name: NOTE_TEXT.replyMode, exact: true }).click();
}

/**
 * A note from one admin: labelled and set apart in the thread, live in a second admin's inbox,
 * and never in the customer's widget, even after support's next reply reaches it.
 */
async function noteStaysWithAdmins(panel: Locator, admin: Page, other: Page, name: string) {
  const pane = await openConversation(admin, name);
  const otherPane = await openConversation(other, name);
  const text = `Checked the ledger for ${name}: deposit pending`;
  await addNote(pane, text);

  const note = notesOf(pane).filter({ hasText: text });
  await expect(note).toHaveAttribute('aria-label', `${NOTE_TEXT.label} by ${ADMIN.username}`);
  await expect(note).toContainText(NOTE_TEXT.label);
  await expect(note).toHaveCSS('border-style', 'dashed');
  await expect(notesOf(otherPane).filter({ hasText: text })).toBeVisible();

  // A reply drafted before switching is still there, and goes to the customer as usual.
  await replyAsAdmin(admin, name, 'We are checking your deposit');
  await expect(chatLog(panel).getByText('We are checking your deposit')).toBeVisible();
  await expect(chatLog(panel).getByText(text)).toHaveCount(0);
  await expect(panel.getByTestId('private-note')).toHaveCount(0);

  // Still there, in order, after a reload of the admin's inbox (from the notes endpoint).
  await other.reload();
  await expect(other.getByText('Waiting for Response')).toBeVisible({ timeout: 20_000 });
  const reopened = await openConversation(other, name);
  await expect(notesOf(reopened).filter({ hasText: text })).toBeVisible();
  const items = await chatLog(reopened).getByRole('listitem').allTextContents();
  const noteAt = items.findIndex((item) => item.includes(text));
  const replyAt = items.findIndex((item) => item.includes('We are checking your deposit'));
  expect(noteAt).toBeGreaterThan(-1);
  expect(noteAt).toBeLessThan(replyAt);
}

test.describe('private notes', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a member at 1280 px, admins at 1280 and 1920 px', async ({
    page,
    admin,
    browser,
    baseURL,
    adminStorageState,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await admin.setViewportSize({ width: 1280, height: 800 });
    const username = uniqueUsername('noted');
    await registerViaApi(page, { username });
    await page.goto('/');
    const panel = await openWidget(page);
    await sendFromWidget(panel, 'Is my deposit there?');
    const other = await secondAdmin(browser, baseURL, adminStorageState);
    await other.setViewportSize({ width: 1920, height: 1080 });
    await noteStaysWithAdmins(panel, admin, other, username);
    await other.context().close();
  });

  test('a guest at 360 px, admins at 1920 and 360 px', async ({
    page,
    admin,
    browser,
    baseURL,
    adminStorageState,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await admin.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/');
    const panel = await openWidget(page);
    await sendFromWidget(panel, 'Hello, I paid');
    const name = await chattingAs(panel);
    const other = await secondAdmin(browser, baseURL, adminStorageState);
    await other.setViewportSize({ width: 360, height: 740 });
    await noteStaysWithAdmins(panel, admin, other, name);
    await other.context().close();
  });
});
