import { PRODUCT_TEXT, variantText, type ProductView } from '@club/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toast/toaster';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { ProductForm } from './product-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const SAVED: ProductView = {
  id: 'p1',
  title: 'Club Tee',
  description: '',
  tags: ['Apparel'],
  images: [],
  variants: [{ id: 1, title: 'M', price: 2500, options: { Size: 'M' } }],
};

function renderForm(saved?: ProductView) {
  renderWithProviders(
    <>
      <ProductForm saved={saved} renderPreview={(product) => <p>Preview of {product.title}</p>} />
      <Toaster />
    </>,
  );
}

describe('ProductForm', () => {
  it('shows the rules under their fields before sending, and sends nothing while one is broken', async () => {
    const fetchMock = stubFetch(() => json(SAVED));
    renderForm();
    const price = screen.getByRole('textbox', { name: 'Variant 1 price' });
    await userEvent.type(price, '0');
    await userEvent.tab();
    expect(price).toHaveAccessibleDescription(variantText.priceTooLow(1));
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      PRODUCT_TEXT.titleRequired,
    );
  });

  it('sends the price typed in dollars as cents, and the preview follows the typing', async () => {
    let sent: unknown;
    stubFetch(async (request) => {
      sent = await request.json();
      return json({ ...SAVED, variants: [{ ...SAVED.variants[0], price: 2750 }] });
    });
    renderForm(SAVED);
    const price = screen.getByRole('textbox', { name: 'Variant 1 price' });
    expect(price).toHaveValue('25.00');
    await userEvent.clear(price);
    await userEvent.type(price, '27.5');
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, ' XL');
    expect(screen.getByText('Preview of Club Tee XL')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(PRODUCT_TEXT.saved)).toBeVisible();
    expect(sent).toEqual({
      title: 'Club Tee XL',
      description: '',
      tags: ['Apparel'],
      images: [],
      variants: [{ title: 'M', price: 2750, options: { Size: 'M' } }],
    });
  });

  it("puts the server's refusal on the variant field it names", async () => {
    const message = variantText.titleTooLong(1);
    stubFetch(() => json({ statusCode: 400, message, errors: [message] }, 400));
    renderForm(SAVED);
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Variant 1 title' })).toHaveAccessibleDescription(
        message,
      ),
    );
  });

  it('adds and removes variants and option pairs', async () => {
    stubFetch(() => json(SAVED));
    renderForm(SAVED);
    await userEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    expect(screen.getByRole('textbox', { name: 'Variant 2 title' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add option to variant 2' }));
    expect(screen.getAllByRole('textbox', { name: 'Option 1 name' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove variant 1' }));
    expect(screen.queryByRole('textbox', { name: 'Variant 2 title' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Variant 1 title' })).toHaveValue('');
  });
});
