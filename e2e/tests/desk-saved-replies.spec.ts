import {
  DEFAULT_PAYMENT_REPLY,
  PAYMENT_PROMPT,
  SAVED_REPLY_ERROR,
  SAVED_REPLY_TEXT,
} from '@club/contracts';
import type { Locator, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
  chatLog,
  chattingAs,
  openConversation,
  openWidget,
  seriousViolations,
  sendFromWidget,
} from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

const picker = (admin: Page) => admin.getByRole('listbox', { name: SAVED_REPLY_TEXT.picker });
const option = (admin: Page, name: string | RegExp) => picker(admin).getByRole('option', { name });
const paymentOption = new RegExp(`^/${DEFAULT_PAYMENT_REPLY.shortcut} · `);

/** Fills the manage dialog's form and saves it. */
async function fillReply(
  dialog: Locator,
  reply: { title: string; shortcut: string; content: string },
) {
  await dialog.getByLabel(SAVED_REPLY_TEXT.title).fill(reply.title);
  await dialog.getByLabel(SAVED_REPLY_TEXT.shortcut).fill(reply.shortcut);
  await dialog.getByLabel(SAVED_REPLY_TEXT.content).fill(reply.content);
  await dialog.getByRole('button', { name: SAVED_REPLY_TEXT.save }).click();
}

test.describe('saved replies', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const [customerWidth, adminWidth] of [
    [1280, 1280],
    [360, 360],
  ] as const) {
    test(`"/" and the keyboard send the payment prompt; the guest's widget (${customerWidth} px) shows its picker (admin ${adminWidth} px)`, async ({
      page,
      admin,
    }) => {
      await page.setViewportSize({ width: customerWidth, height: 800 });
      await admin.setViewportSize({ width: adminWidth, height: adminWidth > 1280 ? 1080 : 740 });
      await page.goto('/');
      const panel = await openWidget(page);
      await sendFromWidget(panel, 'I would like to deposit');
      const name = await chattingAs(panel);
      const pane = await openConversation(admin, name);
      const input = pane.getByRole('textbox', { name: `Reply to ${name}` });

      // "/" opens the picker; typing searches it; Escape closes it and keeps the text.
      await input.focus();
      await input.press('/');
      await expect(picker(admin)).toBeVisible();
      await input.pressSequentially('zz-nothing');
      await expect(picker(admin).getByText(SAVED_REPLY_TEXT.none)).toBeVisible();
      await input.press('Escape');
      await expect(picker(admin)).toHaveCount(0);
      await expect(input).toHaveValue('/zz-nothing');
      await expect(input).toBeFocused();

      // The arrows move through the matches, Enter inserts the highlighted one and sends nothing.
      await input.fill('');
      await input.pressSequentially('/pay');
      await expect(option(admin, paymentOption)).toHaveAttribute('aria-selected', 'true');
      expect(await seriousViolations(admin, '[data-testid="admin-composer"]')).toEqual([]);
      await input.press('ArrowDown');
      await input.press('ArrowUp');
      await expect(option(admin, paymentOption)).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute(
        'aria-activedescendant',
        (await option(admin, paymentOption).getAttribute('id'))!,
      );
      await input.press('Enter');
      await expect(picker(admin)).toHaveCount(0);
      await expect(input).toHaveValue(DEFAULT_PAYMENT_REPLY.content);
      await expect(chatLog(panel).getByText(PAYMENT_PROMPT)).toHaveCount(0);

      // The next Enter sends it, and the widget offers its payment picker.
      await input.press('Enter');
      await expect(input).toHaveValue('');
      await expect(chatLog(panel).getByText(PAYMENT_PROMPT)).toBeVisible();
      await expect(panel.getByTestId('payment-picker')).toBeVisible();
      await expect(
        panel.getByTestId('payment-picker').getByRole('radio', { name: 'Venmo' }),
      ).toBeVisible();
    });
  }

  test('admins add, edit and delete shared replies, with the server’s refusals shown', async ({
    page,
    admin,
  }) => {
    await admin.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/');
    const panel = await openWidget(page);
    await sendFromWidget(panel, 'Hello');
    const name = await chattingAs(panel);
    const pane = await openConversation(admin, name);
    const input = pane.getByRole('textbox', { name: `Reply to ${name}` });
    const shortcut = `thanks-${randomBytes(2).toString('hex')}`;

    // The button opens the picker with a search of its own; its footer opens the manager.
    await pane.getByRole('button', { name: SAVED_REPLY_TEXT.open }).click();
    await expect(admin.getByRole('combobox', { name: SAVED_REPLY_TEXT.search })).toBeFocused();
    await picker(admin)
      .locator('..')
      .getByRole('button', { name: SAVED_REPLY_TEXT.manage })
      .click();
    const dialog = admin.getByRole('dialog', { name: SAVED_REPLY_TEXT.manage });
    await expect(
      dialog.getByTestId('saved-reply').filter({ hasText: DEFAULT_PAYMENT_REPLY.title }),
    ).toBeVisible();

    await dialog.getByRole('button', { name: SAVED_REPLY_TEXT.add }).click();
    await fillReply(dialog, { title: 'Taken', shortcut: 'PAYMENT', content: 'x' });
    await expect(dialog.getByRole('alert')).toHaveText(SAVED_REPLY_ERROR.shortcutTaken);
    await fillReply(dialog, { title: 'Bad', shortcut: 'two words', content: 'x' });
    await expect(dialog.getByRole('alert')).toHaveText(SAVED_REPLY_ERROR.shortcutInvalid);
    await fillReply(dialog, { title: '   ', shortcut: shortcut, content: 'x' });
    await expect(dialog.getByRole('alert')).toHaveText(SAVED_REPLY_ERROR.titleRequired);
    await fillReply(dialog, { title: 'Thanks', shortcut, content: 'Thanks for waiting!' });
    const saved = dialog.getByTestId('saved-reply').filter({ hasText: `/${shortcut} · Thanks` });
    await expect(saved).toBeVisible();

    await dialog.getByRole('button', { name: `${SAVED_REPLY_TEXT.edit} Thanks` }).click();
    await dialog.getByLabel(SAVED_REPLY_TEXT.content).fill('Thank you for your patience!');
    await dialog.getByRole('button', { name: SAVED_REPLY_TEXT.save }).click();
    await expect(saved).toContainText('Thank you for your patience!');
    await dialog.getByRole('button', { name: SAVED_REPLY_TEXT.close }).click();
    await expect(dialog).toHaveCount(0);

    // Found by a word of its text, chosen with the keyboard alone.
    await input.focus();
    await input.pressSequentially('/patience');
    await expect(option(admin, new RegExp(`^/${shortcut} · Thanks`))).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await input.press('Enter');
    await expect(input).toHaveValue('Thank you for your patience!');
    await input.fill('');

    await pane.getByRole('button', { name: SAVED_REPLY_TEXT.open }).click();
    await picker(admin)
      .locator('..')
      .getByRole('button', { name: SAVED_REPLY_TEXT.manage })
      .click();
    await dialog.getByRole('button', { name: `${SAVED_REPLY_TEXT.remove} Thanks` }).click();
    await expect(saved).toHaveCount(0);
    await dialog.getByRole('button', { name: SAVED_REPLY_TEXT.close }).click();
    await input.focus();
    await input.pressSequentially(`/${shortcut}`);
    await expect(picker(admin).getByText(SAVED_REPLY_TEXT.none)).toBeVisible();
  });
});
