import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_TEXT } from '@club/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/chat-fixtures';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** Every page of the admin console, as its navigation lists them. */
const SECTIONS = [
  { name: 'Inbox', path: '/admin/chat', heading: 'Admin Chat' },
  { name: 'Products', path: '/admin/products', heading: 'Products' },
  { name: 'Members', path: '/admin/members', heading: 'Members' },
  { name: 'Payments', path: '/admin/payments', heading: 'Payments' },
  { name: 'Reports', path: '/admin/reports', heading: 'Desk Reports' },
  { name: 'Settings', path: '/admin/settings', heading: 'Club Settings' },
  { name: 'Security', path: '/admin/security', heading: 'Account Security' },
];

const NEW_DISCORD = 'https://discord.gg/e2e-club-lounge';
const NEW_CLUB_CODE = '246810';

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Admin console' });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('admin console', () => {
  test('one navigation across the console, at 1280 px and at 360 px', async ({ admin }) => {
    for (const width of [1280, 360]) {
      await admin.setViewportSize({ width, height: 800 });
      for (const section of SECTIONS) {
        await admin.goto(section.path);
        await expect(admin.getByRole('heading', { level: 1 })).toHaveText(section.heading);
        const nav = consoleNav(admin);
        await expect(nav.getByRole('link')).toHaveText(SECTIONS.map(({ name }) => name));
        await expect(nav.getByRole('link', { name: section.name })).toHaveAttribute(
          'aria-current',
          'page',
        );
        // The current section is in view; on a phone the row scrolls sideways to the others.
        await expect(nav.getByRole('link', { name: section.name })).toBeInViewport();
        for (const { name } of SECTIONS) {
          await nav.getByRole('link', { name }).scrollIntoViewIfNeeded();
          await expect(nav.getByRole('link', { name })).toBeInViewport();
        }
        expect(await noSidewaysScroll(admin), `${section.path} at ${width} px`).toBe(true);
      }
    }
    await consoleNav(admin).getByRole('link', { name: 'Inbox' }).click();
    await expect(admin).toHaveURL(/\/admin\/chat$/);
  });

  test('the inbox filters are in its address: a reload or a bookmark keeps them', async ({
    admin,
  }) => {
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.goto('/admin/chat');
    await admin.getByRole('button', { name: 'Unassigned' }).click();
    await expect(admin).toHaveURL(/\/admin\/chat\?assignee=unassigned$/);
    await admin.reload();
    await expect(admin.getByRole('button', { name: 'Unassigned' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await admin.goto('/admin/chat?status=closed&unread=1');
    await expect(admin.getByRole('combobox', { name: 'Status' })).toHaveText('Closed');
    await expect(admin.getByRole('switch', { name: 'Unread only' })).toBeChecked();
    await expect(admin.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('an admin changes the Discord link and the club code; the public pages show them after a reload', async ({
    admin,
    page,
  }) => {
    try {
      await admin.setViewportSize({ width: 360, height: 800 });
      await admin.goto('/admin/settings');
      const discord = admin.getByRole('textbox', { name: 'Discord link' });
      await expect(discord).toHaveValue(DEFAULT_SITE_SETTINGS.discordUrl);

      await discord.fill('http://discord.gg/e2e-club-lounge');
      await discord.press('Tab');
      await expect(discord).toHaveAccessibleDescription(
        'Discord link must be an https:// address on discord.gg or discord.com',
      );
      await discord.fill(NEW_DISCORD);
      await admin.getByRole('textbox', { name: 'Poker club code' }).fill(NEW_CLUB_CODE);
      await admin.getByRole('button', { name: 'Save settings' }).click();
      await expect(admin.getByText(SITE_SETTINGS_TEXT.saved)).toBeVisible();
      await expect(
        admin.getByRole('status').filter({ hasText: 'All changes saved' }),
      ).toBeVisible();

      await page.goto('/poker');
      await expect(page.getByTestId('club-code')).toHaveText(NEW_CLUB_CODE);
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Discord' })).toHaveAttribute(
        'href',
        NEW_DISCORD,
      );
      await page.reload();
      await expect(footer.getByRole('link', { name: 'Discord' })).toHaveAttribute(
        'href',
        NEW_DISCORD,
      );
    } finally {
      // Other specs share this app: give them the site as it was.
      const restored = await admin.request.put('/api/admin/site-settings', {
        data: DEFAULT_SITE_SETTINGS,
      });
      expect(restored.ok(), await restored.text()).toBe(true);
    }
  });
});
