import {
  ACCOUNT_TEXT,
  DESK_TEXT,
  MEMBERS_PAGE_TEXT,
  NOTE_TEXT,
  type VisitorConversationView,
} from '@club/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { generate } from 'otplib';
import { registerViaApi, uniqueUsername } from '../support/accounts';
import { adminSendViaApi, chatLog, conversationItem, openConversation } from '../support/chat';
import { expect, test } from '../support/chat-fixtures';
import { boxOf, cutLabels, expectPageFits, overlap } from '../support/layout';
import { header, toast } from '../support/session';

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };
const WIDE = { width: 1920, height: 1080 };

/** One of the longest zone names a club can set (CLUB_TIME_ZONE), for the labels that name it. */
const LONG_ZONE = 'America/Argentina/Buenos_Aires';

const LONG_MESSAGE = `My deposit did not show up ${'after I paid with the card I always use, '.repeat(12)}please help.`;

const main = (page: Page) => page.getByRole('main');
const pane = (admin: Page) => admin.getByRole('region', { name: 'Conversation', exact: true });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin console' });

/** A visitor with a long name who wrote a long message, 20 answers, and the admin holding it. */
async function busyConversation(request: APIRequestContext, admin: Page): Promise<string> {
  const name = `Maximilian-Alexander Featherstonehaugh ${Date.now().toString(36)}`;
  const created = await request.post('/api/chat-conversations', { data: { username: name } });
  expect(created.ok(), await created.text()).toBe(true);
  const conversation = (await created.json()) as VisitorConversationView;
  const sent = await request.post(`/api/chat-conversations/${conversation.id}/messages`, {
    data: { content: LONG_MESSAGE },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  for (let index = 1; index <= 20; index += 1) {
    await adminSendViaApi(admin, 'anonymous', conversation.id, `Answer line ${index}`);
  }
  return name;
}

/** Assigns the open conversation to the signed-in admin from its header. */
async function assignToMe(admin: Page) {
  await pane(admin).getByRole('combobox', { name: DESK_TEXT.assignedTo }).click();
  await admin.getByRole('option').filter({ hasNotText: DESK_TEXT.nobody }).first().click();
  await expect(pane(admin).getByRole('combobox', { name: DESK_TEXT.assignedTo })).not.toHaveText(
    DESK_TEXT.nobody,
  );
}

/** Every box of `controls` shares a horizontal band with the first: one row. */
async function expectOneRow(controls: Locator[]) {
  const [first, ...others] = await Promise.all(controls.map((control) => boxOf(control)));
  for (const [index, box] of others.entries()) {
    expect(box.y, `control ${index + 1} starts below the row`).toBeLessThan(first.y + first.height);
    expect(box.y + box.height, `control ${index + 1} ends above the row`).toBeGreaterThan(first.y);
  }
}

test.describe('admin pages at 360 px', () => {
  test.describe.configure({ timeout: 120_000 });

  test('every admin page fits a phone: no sideways scroll, no control over another, no label cut', async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const name = await busyConversation(visitor, admin);
    await visitor.dispose();
    const member = await playwright.request.newContext({ baseURL });
    const username = uniqueUsername('longname');
    const registered = await member.post('/api/register', {
      data: {
        username,
        email: `${username}.with.a.rather.long.address@example-club-domain.com`,
        password: 'correct-horse-42',
        acceptTerms: true,
        firstName: 'Bartholomew-Alexander',
        lastName: 'Featherstonehaugh-Smythe',
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    await member.dispose();

    await admin.setViewportSize(PHONE);
    const pages: { path: string; heading: string; ready: (page: Page) => Locator }[] = [
      { path: '/admin/chat', heading: 'Admin Chat', ready: (page) => conversationItem(page, name) },
      {
        path: '/admin/products',
        heading: 'Products',
        ready: (page) => main(page).getByRole('link', { name: /New product/ }),
      },
      {
        path: '/admin/products/new',
        heading: 'New product',
        ready: (page) => main(page).getByRole('textbox').first(),
      },
      {
        path: `/admin/members?q=${username}`,
        heading: 'Members',
        ready: (page) => main(page).getByRole('link', { name: username }),
      },
      {
        path: '/admin/members/audit',
        heading: MEMBERS_PAGE_TEXT.auditTitle,
        ready: (page) => page.getByRole('heading', { level: 1 }),
      },
      {
        path: '/admin/payments',
        heading: 'Payments',
        ready: (page) => main(page).getByText('Export CSV'),
      },
      {
        path: '/admin/reports',
        heading: 'Desk Reports',
        ready: (page) => main(page).getByRole('region', { name: 'Per admin' }),
      },
      {
        path: '/admin/settings',
        heading: 'Club Settings',
        ready: (page) => main(page).getByRole('button', { name: 'Save settings' }),
      },
      {
        path: '/admin/security',
        heading: 'Account Security',
        ready: (page) => main(page).getByText(/Two-factor sign-in is/),
      },
    ];
    for (const { path, heading, ready } of pages) {
      await admin.goto(path);
      await expect(admin.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(ready(admin).first()).toBeVisible({ timeout: 15_000 });
      await expect(main(admin).getByRole('progressbar')).toHaveCount(0);
      await expectPageFits(admin, main(admin), path);
    }

    // A member's own page, reached from the list.
    await admin.goto(`/admin/members?q=${username}`);
    await main(admin).getByRole('link', { name: username }).click();
    await expect(admin.getByRole('heading', { name: username })).toBeVisible();
    await expect(main(admin).getByRole('progressbar')).toHaveCount(0);
    await expectPageFits(admin, main(admin), 'a member page');

    // The inbox's conversation screen, and its header while the nickname is edited.
    await admin.goto('/admin/chat');
    await openConversation(admin, name);
    await expectPageFits(admin, main(admin), 'an open conversation');
    await pane(admin).getByRole('button', { name: 'More actions' }).click();
    await admin.getByRole('menuitem', { name: 'Edit nickname' }).click();
    await expect(pane(admin).getByRole('textbox', { name: 'Display name' })).toBeFocused();
    await expectPageFits(admin, main(admin), 'the nickname edit');
    expect(
      (await boxOf(pane(admin).getByRole('textbox', { name: 'Display name' }))).width,
    ).toBeGreaterThanOrEqual(200);
    await admin.keyboard.press('Escape');
  });

  test("a member's Reset two-factor and the day fields naming a long club time zone fit a phone", async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const username = uniqueUsername('twofactor');
    const password = 'correct-horse-42';
    const account = await playwright.request.newContext({ baseURL });
    const registered = await account.post('/api/register', {
      data: {
        username,
        email: `${username}@example.com`,
        password,
        acceptTerms: true,
        firstName: 'Bartholomew-Alexander',
        lastName: 'Featherstonehaugh-Smythe',
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const { id } = (await registered.json()) as { id: string };
    // Two-factor is set up by an admin: the account is made one and, signed in again, turns it on.
    const promoted = await admin.request.put(`/api/admin/users/${id}/role`, {
      data: { role: 'admin' },
    });
    expect(promoted.ok(), await promoted.text()).toBe(true);
    expect((await account.post('/api/login', { data: { username, password } })).ok()).toBe(true);
    const setup = await account.post('/api/admin/two-factor/setup', { data: {} });
    expect(setup.ok(), await setup.text()).toBe(true);
    const { secret } = (await setup.json()) as { secret: string };
    const confirmed = await account.post('/api/admin/two-factor/confirm', {
      data: { code: await generate({ secret }) },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    await account.dispose();
    // A member again (two-factor stays on), so no other spec finds a second admin on the desk.
    const demoted = await admin.request.put(`/api/admin/users/${id}/role`, {
      data: { role: 'user' },
    });
    expect(demoted.ok(), await demoted.text()).toBe(true);
    // A customer message today, so the desk report has its busiest hours to show.
    const visitor = await playwright.request.newContext({ baseURL });
    await busyConversation(visitor, admin);
    await visitor.dispose();

    await admin.setViewportSize(PHONE);
    await admin.goto(`/admin/members/${id}`);
    await expect(admin.getByRole('heading', { name: username })).toBeVisible();
    const reset = main(admin).getByRole('button', { name: MEMBERS_PAGE_TEXT.resetTwoFactor });
    await expect(reset).toBeVisible();
    await expectPageFits(admin, main(admin), 'a member page with two-factor on');
    const resetBox = await boxOf(reset);
    expect(resetBox.x).toBeGreaterThanOrEqual(0);
    expect(resetBox.x + resetBox.width).toBeLessThanOrEqual(PHONE.width);

    // The club's zone as a long name: this page is told it by the site config.
    await admin.route('**/api/site-config', async (route) => {
      const real = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...real, clubTimeZone: LONG_ZONE } });
    });
    await admin.goto('/admin/payments');
    const from = main(admin).getByLabel(`From (${LONG_ZONE})`);
    const to = main(admin).getByLabel(`To (${LONG_ZONE})`);
    await expect(from).toBeVisible();
    await expect(to).toBeVisible();
    await expectPageFits(admin, main(admin), 'the payments filters');
    for (const field of [from, to]) {
      const box = await boxOf(field);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    const labels = main(admin).locator('label', { hasText: `(${LONG_ZONE})` });
    await expect(labels).toHaveCount(2);
    expect(overlap(await boxOf(labels.first()), await boxOf(labels.last()))).toBe(false);

    for (const { path, heading, zoneText } of [
      {
        path: '/admin/reports',
        heading: 'Desk Reports',
        zoneText: `Busiest hours (customer messages, ${LONG_ZONE})`,
      },
      {
        path: '/admin/reports?view=store',
        heading: 'Store Reports',
        zoneText: `time zone (${LONG_ZONE})`,
      },
    ]) {
      await admin.goto(path);
      await expect(admin.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(main(admin).getByText(zoneText).first()).toBeVisible();
      await expect(main(admin).getByRole('progressbar')).toHaveCount(0);
      await expectPageFits(admin, main(admin), `${heading} in ${LONG_ZONE}`);
    }
  });

  test('the desk on a phone: the header is one row with a keyboard menu, the messages take half the screen, the composer stays on screen', async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const name = await busyConversation(visitor, admin);
    await visitor.dispose();
    await admin.setViewportSize(PHONE);
    await admin.reload();
    const thread = await openConversation(admin, name);
    await assignToMe(admin);

    const more = thread.getByRole('button', { name: 'More actions' });
    await expectOneRow([
      thread.getByRole('button', { name: 'All conversations' }),
      thread.getByRole('heading', { name, exact: true }),
      thread.getByRole('button', { name: 'Close conversation' }),
      thread.getByRole('button', { name: 'Customer details' }),
      more,
    ]);
    const log = chatLog(thread);
    await expect(log.getByText('Answer line 20', { exact: true })).toBeVisible();
    expect((await boxOf(log)).height).toBeGreaterThanOrEqual(PHONE.height / 2);
    await expect(thread.getByRole('textbox', { name: `Reply to ${name}` })).toBeInViewport({
      ratio: 1,
    });
    await expect(thread.getByRole('button', { name: 'Send message' })).toBeInViewport({
      ratio: 1,
    });

    // The menu from the keyboard: Enter opens it on its first item, the arrows move, Enter
    // chooses (Delete conversation asks first); Escape closes it back to the button.
    await more.focus();
    await admin.keyboard.press('Enter');
    const menu = admin.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Edit nickname', 'Delete conversation']);
    await expect(menu.getByRole('menuitem', { name: 'Edit nickname' })).toBeFocused();
    await admin.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Delete conversation' })).toBeFocused();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(thread.getByRole('heading', { name, exact: true })).toBeVisible();
    await more.click();
    await expect(menu).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(more).toBeFocused();

    // The stats give the phone's screen to the conversation, and come back with the list.
    await expect(admin.getByTestId('stat-open')).toBeHidden();
    await thread.getByRole('button', { name: 'All conversations' }).click();
    const open = admin.getByTestId('stat-open');
    const card = await boxOf(open);
    for (const part of [open.getByText('Open Conversations'), open.getByRole('paragraph').last()]) {
      const box = await boxOf(part);
      expect(box.x).toBeGreaterThanOrEqual(card.x);
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
    }
    expect(await cutLabels(open)).toEqual([]);
  });
});

test.describe('desk layout glitches', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the alert bell, the filters, the note toggle and the delete button keep their places at 360, 1280 and 1920 px', async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const name = await busyConversation(visitor, admin);
    await visitor.dispose();
    const bell = admin.getByRole('button', { name: 'Alert settings' });
    const unreadOnly = admin.getByText(DESK_TEXT.unreadOnly, { exact: true });

    for (const size of [PHONE, LAPTOP, WIDE]) {
      await admin.setViewportSize(size);
      await admin.goto('/admin/chat');
      await expect(bell).toBeVisible();
      // The bell covers none of the console's links (Security at the row's end, Payments on a phone).
      const bellBox = await boxOf(bell);
      for (const link of await nav(admin).getByRole('link').all()) {
        const box = await link.boundingBox();
        if (box) expect(overlap(bellBox, box), `bell over ${await link.textContent()}`).toBe(false);
      }
      await expect(unreadOnly).toBeVisible();
      expect(await unreadOnly.evaluate((label) => label.scrollWidth > label.clientWidth)).toBe(
        false,
      );

      const thread = await openConversation(admin, name);
      // The active Private note toggle stays one line, and its hint is whole.
      const toggle = thread.getByRole('button', { name: NOTE_TEXT.noteMode, exact: true });
      const replyToggle = thread.getByRole('button', { name: NOTE_TEXT.replyMode, exact: true });
      const oneLine = (await boxOf(replyToggle)).height;
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect((await boxOf(toggle)).height).toBeLessThanOrEqual(oneLine + 1);
      const hint = thread.getByText(NOTE_TEXT.hint);
      await expect(hint).toBeInViewport({ ratio: 1 });
      expect(await hint.evaluate((text) => text.scrollWidth > text.clientWidth)).toBe(false);
      await replyToggle.click();

      if (size === PHONE) {
        await thread.getByRole('button', { name: 'All conversations' }).click();
        continue;
      }
      // Assigned, the header keeps its actions on the name's row.
      await assignToMe(admin);
      await expectOneRow([
        thread.getByRole('heading', { name, exact: true }),
        thread.getByRole('button', { name: 'Close conversation' }),
        thread.getByRole('button', { name: 'Delete conversation' }),
      ]);
    }
  });

  test('on a phone a toast stays below the header', async ({ admin }) => {
    await admin.setViewportSize(PHONE);
    await admin.goto('/admin/settings');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expect(toast(admin).first()).toBeVisible();
    const headerBox = await boxOf(header(admin));
    expect(overlap(await boxOf(toast(admin).first()), headerBox)).toBe(false);
  });

  test('on a phone the Support button never covers the focused delete-account password field', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await registerViaApi(page);
    await page.goto('/dashboard/account');
    await page.getByRole('button', { name: ACCOUNT_TEXT.deleteButton }).click();
    const password = page.getByLabel(ACCOUNT_TEXT.deletePasswordLabel, { exact: true });
    const launcher = page.getByTestId('chat-launcher');
    await expect(launcher).toBeVisible();
    await password.focus();
    // Where a phone's keyboard puts it: the field at the bottom, in the button's corner.
    const launcherBox = await boxOf(launcher);
    const fieldBox = await boxOf(password);
    await page.evaluate(
      (by) => window.scrollBy(0, by),
      fieldBox.y - (launcherBox.y + launcherBox.height / 2 - fieldBox.height / 2),
    );
    await expect(password).toBeFocused();
    await expect(async () => {
      const field = await boxOf(password);
      const covered =
        (await launcher.isVisible()) && overlap(field, (await launcher.boundingBox())!);
      expect(covered, 'the Support button covers the field').toBe(false);
    }).toPass();
    await expect(launcher).toBeHidden();
    // Done with the field, the button is back.
    await password.blur();
    await expect(launcher).toBeVisible();
  });

  test('at 1280 and 1920 px the Play Now buttons line up at the bottom of equal cards', async ({
    page,
  }) => {
    for (const size of [LAPTOP, WIDE]) {
      await page.setViewportSize(size);
      await page.goto('/play');
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(3);
      const boxes = await Promise.all((await cards.all()).map((card) => boxOf(card)));
      const buttons = await Promise.all(
        (await page.getByRole('button', { name: /^Play Now: / }).all()).map((button) =>
          boxOf(button),
        ),
      );
      expect(buttons).toHaveLength(3);
      for (const [index, box] of boxes.entries()) {
        expect(Math.abs(box.height - boxes[0].height), `card ${index} height`).toBeLessThanOrEqual(
          1,
        );
        expect(
          Math.abs(buttons[index].y - buttons[0].y),
          `button ${index} top`,
        ).toBeLessThanOrEqual(1);
        // The button is the card's last part, at its bottom padding.
        expect(box.y + box.height - (buttons[index].y + buttons[index].height)).toBeLessThanOrEqual(
          32,
        );
      }
    }
  });
});
