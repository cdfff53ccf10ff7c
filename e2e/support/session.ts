import { expect, type Page } from '@playwright/test';

export const header = (page: Page) => page.getByTestId('site-header');

/**
 * The account controls the header shows: the desktop ones, or on a phone the open mobile menu's
 * (the menu is in the page, closed, once the page has loaded).
 */
export async function expectSignedInAs(page: Page, name: string) {
  await expect(
    header(page).getByText(`Welcome, ${name}`, { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
}

export async function expectSignedOut(page: Page) {
  await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Join Club', exact: true })).toBeVisible();
}

export const toast = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('status');
