import { expect, test, type Page } from '@playwright/test';

const TEE_ID = '569ec94e-4a3f-4740-8176-e3d6bb043708';

/** The demo catalogue's products; the admin products test adds one for a while, in parallel. */
const SEEDED = 10;

const cards = (page: Page) => page.getByTestId('product-card');
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title }) });

test.describe('merchandise catalogue', () => {
  test('shows the demo catalogue from the server as a grid of cards', async ({ page }) => {
    await page.goto('/merchandise');
    await expect(page.getByRole('heading', { level: 1, name: 'Merchandise' })).toBeVisible();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(SEEDED);

    const tee = card(page, 'Club Logo Tee');
    await expect(tee.getByTestId('product-from-price')).toHaveText('From $25.00');
    await expect(tee.getByText('Apparel')).toBeVisible();
    await expect(tee.getByText('Bestseller')).toBeVisible();
    await expect(tee.getByText('Poker', { exact: true })).toHaveCount(0);
    await expect(tee.getByText('8 variants')).toBeVisible();
    await expect(tee.getByText(/Soft ring-spun cotton tee/)).toBeVisible();
    const picture = tee.getByRole('img', { name: 'Club Logo Tee' });
    await expect(picture).toHaveAttribute('src', '/images/merchandise/club-logo-tee-navy.svg');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await expect(card(page, 'Cosmic Sticker Pack').getByTestId('product-from-price')).toHaveText(
      'From $6.00',
    );
  });

  test('View Product opens the product page', async ({ page }) => {
    await page.goto('/merchandise');
    await card(page, 'Club Logo Tee')
      .getByRole('link', { name: /View Product/ })
      .click();
    await expect(page).toHaveURL(`/product/${TEE_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Club Logo Tee' })).toBeVisible();
  });

  test('the whole card opens the product: its picture and its title too', async ({ page }) => {
    for (const part of ['img', 'heading'] as const) {
      await page.goto('/merchandise');
      const box = await card(page, 'Club Logo Tee')
        .getByRole(part, { name: 'Club Logo Tee' })
        .boundingBox();
      // Where the visitor's pointer lands, whatever element the page has there.
      await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await expect(page).toHaveURL(`/product/${TEE_ID}`);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Club Logo Tee' })).toBeVisible();
  });
});

test.describe('product page', () => {
  test("shows the price range, tags, 6 of 8 variants, the chosen variant's price and the ordering links", async ({
    page,
  }) => {
    await page.goto(`/product/${TEE_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Club Logo Tee' })).toBeVisible();
    await expect(page).toHaveTitle(/Club Logo Tee/);
    await expect(page.getByTestId('product-price')).toHaveText('$25.00 - $27.00');
    await expect(page.getByText('8 variants')).toBeVisible();
    for (const tag of ['Apparel', 'Bestseller', 'Poker']) {
      await expect(page.getByLabel('Tags').getByText(tag, { exact: true })).toBeVisible();
    }
    const variants = page.getByTestId('product-variant');
    await expect(variants).toHaveCount(6);
    await expect(variants.first()).toContainText('Black / S');
    await expect(variants.first()).toContainText('$25.00');
    await expect(variants.first()).toContainText('Color: Black · Size: S');
    await expect(variants.nth(3)).toContainText('$27.00');
    await expect(page.getByText('+2 more variants')).toBeVisible();

    await expect(page.getByRole('link', { name: 'Contact to Order' })).toHaveAttribute(
      'href',
      'mailto:shop@playmoneyclub.com?subject=Order%20Inquiry%3A%20Club%20Logo%20Tee',
    );
    await page.getByRole('button', { name: '+2 more variants' }).click();
    await expect(variants).toHaveCount(8);
    await variants.last().click();
    await expect(page.getByRole('radio', { name: /Navy \/ XL/ })).toBeChecked();
    await expect(page.getByTestId('product-price')).toHaveText('$27.00');
    await page.getByRole('radio', { name: /Navy \/ L\b/ }).check();
    await expect(page.getByTestId('product-price')).toHaveText('$25.00');
    await page.getByRole('radio', { name: /Navy \/ XL/ }).check();
    await expect(page.getByTestId('product-price')).toHaveText('$27.00');
    await expect(page.getByRole('link', { name: 'Contact to Order' })).toHaveAttribute(
      'href',
      'mailto:shop@playmoneyclub.com?subject=Order%20Inquiry%3A%20Club%20Logo%20Tee%20-%20Navy%20%2F%20XL',
    );
    await page.getByRole('button', { name: 'Show fewer variants' }).click();
    await expect(variants).toHaveCount(6);
    await page.getByRole('button', { name: 'Clear choice' }).click();
    await expect(page.getByTestId('product-price')).toHaveText('$25.00 - $27.00');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(variants.first().getByRole('radio')).toBeFocused();
    await expect(page.getByRole('link', { name: 'Contact to Order' })).toHaveAttribute(
      'href',
      'mailto:shop@playmoneyclub.com?subject=Order%20Inquiry%3A%20Club%20Logo%20Tee',
    );

    await page.getByRole('button', { name: 'Show picture 1 of 2' }).click();
    await expect(page.getByRole('img', { name: 'Club Logo Tee' })).toHaveAttribute(
      'src',
      '/images/merchandise/club-logo-tee-black.svg',
    );
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL('/merchandise');
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(SEEDED);
  });
});
