import { PRODUCT_TEXT } from '@club/contracts';
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/chat-fixtures';

test.describe.configure({ timeout: 120_000 });

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const catalogueCard = (page: Page, title: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: title }) });

test('an admin creates a product with a picture and two variants, sees it in the shop, edits its price and deletes it', async ({
  admin: page,
}) => {
  const title = `Felt Mat ${randomBytes(3).toString('hex')}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);

  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('Green speed cloth for the home game.');
  await field(page, 'Add a tag').fill('Poker');
  await field(page, 'Add a tag').press('Enter');
  await page.getByTestId('product-image-input').setInputFiles({
    name: 'felt.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Image 1 (default)')).toBeVisible();

  await field(page, 'Variant 1 title').fill('Small');
  await field(page, 'Variant 1 price').fill('12.5');
  await page.getByRole('button', { name: 'Add option to variant 1' }).click();
  await field(page, 'Option 1 name').fill('Size');
  await field(page, 'Option 1 value').fill('S');
  await page.getByRole('button', { name: 'Add variant' }).click();
  await field(page, 'Variant 2 title').fill('Large');
  await field(page, 'Variant 2 price').fill('15');

  const preview = page.getByTestId('product-preview');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByTestId('product-from-price')).toHaveText('From $12.50');
  await page.getByRole('tab', { name: 'Product page' }).click();
  await expect(preview.getByTestId('product-price')).toHaveText('$12.50 - $15.00');

  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText(PRODUCT_TEXT.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  const editPath = new URL(page.url()).pathname;

  await page.goto('/merchandise');
  const card = catalogueCard(page, title);
  await expect(card.getByTestId('product-from-price')).toHaveText('From $12.50');
  await expect(card.getByRole('img', { name: title })).toHaveAttribute('src', /^\/api\/uploads\//);
  await card.getByRole('link', { name: `View Product: ${title}` }).click();
  await expect(page.getByTestId('product-price')).toHaveText('$12.50 - $15.00');
  await expect(page.getByText('Size: S')).toBeVisible();

  await page.goto(editPath);
  await field(page, 'Variant 1 price').fill('11');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.goto(`/product/${editPath.split('/').at(-1)}`);
  await expect(page.getByTestId('product-price')).toHaveText('$11.00 - $15.00');

  await page.goto('/admin/products?q=felt%20mat');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await page.getByRole('button', { name: 'Delete product' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${title}?` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByText(PRODUCT_TEXT.deleted)).toBeVisible();
  await page.goto('/merchandise');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(catalogueCard(page, title)).toHaveCount(0);
});

test('at 360 px the form is usable: no sideways scroll, rules under their fields', async ({
  admin: page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/products/new');
  await expect(field(page, 'Title')).toBeVisible();
  await page.getByRole('button', { name: 'Add variant' }).click();
  await page.getByRole('button', { name: 'Add option to variant 2' }).click();
  expect(await noSidewaysScroll(page)).toBe(true);
  await field(page, 'Variant 1 price').fill('abc');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(field(page, 'Title')).toBeFocused();
  await expect(field(page, 'Title')).toHaveAccessibleDescription('Title is required');
  await expect(
    page.getByText('Variant 1 price must be an amount in dollars, like 12.50'),
  ).toBeVisible();
  await field(page, 'Title').fill('Phone-made');
  await expect(
    page.getByTestId('product-preview').getByRole('heading', { name: 'Phone-made' }),
  ).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Inbox' })
    .click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
});
