import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import type { ProductView } from '@club/contracts';
import { MerchandiseCatalogue } from './merchandise-catalogue';
import { ProductDetail } from './product-detail';

const tee: ProductView = {
  id: 'tee',
  title: 'Club Logo Tee',
  description: 'Soft cotton tee.',
  tags: ['Apparel', 'Bestseller', 'Poker'],
  images: [
    { src: '/images/merchandise/club-logo-tee-black.svg', is_default: false },
    { src: '/images/merchandise/club-logo-tee-navy.svg', is_default: true },
  ],
  variants: ['S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'].map((size, index) => ({
    id: index + 1,
    title: `Black / ${size}`,
    price: index < 3 ? 2500 : 2700,
    options: { Color: 'Black', Size: size },
  })),
};

const bare: ProductView = {
  id: 'bare',
  title: 'Mystery Box',
  description: '  ',
  tags: [],
  images: [],
  variants: [],
};

function serve(answer: () => Response) {
  return stubFetch((request) => {
    expect(new URL(request.url).pathname).toBe('/api/merchandise');
    return answer();
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MerchandiseCatalogue', () => {
  it('shows the loading state, then one card per product', async () => {
    serve(() => json([tee, bare]));
    renderWithProviders(<MerchandiseCatalogue />);
    expect(screen.getByText('Loading merchandise...')).toBeInTheDocument();

    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    const [teeCard, bareCard] = cards;
    expect(within(teeCard).getByRole('img', { name: 'Club Logo Tee' })).toHaveAttribute(
      'src',
      '/images/merchandise/club-logo-tee-navy.svg',
    );
    expect(within(teeCard).getByText('From $25.00')).toBeInTheDocument();
    expect(within(teeCard).getByText('Apparel')).toBeInTheDocument();
    expect(within(teeCard).getByText('Bestseller')).toBeInTheDocument();
    expect(within(teeCard).queryByText('Poker')).toBeNull();
    expect(within(teeCard).getByText('8 variants')).toBeInTheDocument();
    expect(
      within(teeCard).getByRole('link', { name: 'View Product: Club Logo Tee' }),
    ).toHaveAttribute('href', '/product/tee');

    expect(within(bareCard).getByTestId('product-image-placeholder')).toBeInTheDocument();
    expect(within(bareCard).getByText('From $0.00')).toBeInTheDocument();
    expect(within(bareCard).getByText('No description available.')).toBeInTheDocument();
    expect(within(bareCard).getByText('0 variants')).toBeInTheDocument();
  });

  it('shows the error state when the catalogue cannot be loaded', async () => {
    serve(() => json({ statusCode: 503, message: 'Unable to load merchandise' }, 503));
    renderWithProviders(<MerchandiseCatalogue />);
    expect(await screen.findByText('Unable to load merchandise')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
  });

  it('loads the catalogue again when Retry is pressed after an error', async () => {
    let release = (_answer: Response) => {};
    const retried = new Promise<Response>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? json({ statusCode: 503, message: 'Unable to load merchandise' }, 503)
        : retried;
    });
    renderWithProviders(<MerchandiseCatalogue />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loading merchandise...')).toBeInTheDocument();
    expect(screen.queryByText('Unable to load merchandise')).toBeNull();
    release(json([tee]));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
    expect(calls).toBe(2);
  });

  it('shows the placeholder in place of a picture that fails to load', async () => {
    serve(() => json([tee]));
    renderWithProviders(<MerchandiseCatalogue />);
    const [card] = await screen.findAllByTestId('product-card');
    fireEvent.error(within(card).getByRole('img', { name: 'Club Logo Tee' }));
    expect(within(card).getByTestId('product-image-placeholder')).toHaveAccessibleName(
      'Club Logo Tee (no picture yet)',
    );
  });

  it('shows the empty state for an empty catalogue', async () => {
    serve(() => json([]));
    renderWithProviders(<MerchandiseCatalogue />);
    expect(await screen.findByText('No Products Available')).toBeInTheDocument();
    expect(
      screen.getByText('Our merchandise store is being updated. Check back soon!'),
    ).toBeInTheDocument();
  });
});

describe('ProductDetail', () => {
  it('shows the price range, all tags, 6 variants with their options and how many more', async () => {
    serve(() => json([tee]));
    renderWithProviders(<ProductDetail productId="tee" />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Club Logo Tee' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('product-price')).toHaveTextContent('$25.00 - $27.00');
    expect(screen.getByText('8 variants')).toBeInTheDocument();
    for (const tag of tee.tags) expect(screen.getByText(tag)).toBeInTheDocument();
    const variants = screen.getAllByTestId('product-variant');
    expect(variants).toHaveLength(6);
    expect(variants[0]).toHaveTextContent('Black / S');
    expect(variants[0]).toHaveTextContent('$25.00');
    expect(variants[0]).toHaveTextContent('Color: Black · Size: S');
    expect(screen.getByText('+2 more variants')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact to Order' })).toHaveAttribute(
      'href',
      'mailto:shop@playmoneyclub.com?subject=Order%20Inquiry%3A%20Club%20Logo%20Tee',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/merchandise',
    );
  });

  it('shows every variant on request, and names the chosen one in the order e-mail', async () => {
    serve(() => json([tee]));
    const user = userEvent.setup();
    renderWithProviders(<ProductDetail productId="tee" />);

    await user.click(await screen.findByRole('button', { name: '+2 more variants' }));
    expect(screen.getAllByTestId('product-variant')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Show fewer variants' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const last = tee.variants[7]!;
    await user.click(screen.getByRole('radio', { name: new RegExp(last.title) }));

    expect(screen.getByRole('radio', { name: new RegExp(last.title) })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Contact to Order' })).toHaveAttribute(
      'href',
      `mailto:shop@playmoneyclub.com?subject=${encodeURIComponent(`Order Inquiry: Club Logo Tee - ${last.title}`)}`,
    );
  });

  it("shows the chosen variant's price in the headline, and the range again once cleared", async () => {
    serve(() => json([tee]));
    const user = userEvent.setup();
    renderWithProviders(<ProductDetail productId="tee" />);
    const price = await screen.findByTestId('product-price');
    expect(screen.queryByRole('button', { name: 'Clear choice' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Black \/ XL/ }));
    expect(price).toHaveTextContent(/^\$27\.00$/);
    await user.click(screen.getByRole('radio', { name: /Black \/ S/ }));
    expect(price).toHaveTextContent(/^\$25\.00$/);
    expect(screen.getByText('8 variants')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear choice' }));
    expect(price).toHaveTextContent('$25.00 - $27.00');
    expect(screen.getByRole('radio', { name: /Black \/ S/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Black \/ S/ })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear choice' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact to Order' })).toHaveAttribute(
      'href',
      'mailto:shop@playmoneyclub.com?subject=Order%20Inquiry%3A%20Club%20Logo%20Tee',
    );
  });

  it('shows a single price and every variant when there are 6 or fewer', async () => {
    const cap: ProductView = {
      ...tee,
      id: 'cap',
      variants: ['Black', 'Navy', 'White'].map((color, index) => ({
        id: index + 1,
        title: color,
        price: 2800,
        options: { Color: color },
      })),
    };
    serve(() => json([cap]));
    renderWithProviders(<ProductDetail productId="cap" />);
    expect(await screen.findByTestId('product-price')).toHaveTextContent(/^\$28\.00$/);
    expect(screen.getByText('3 variants')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-variant')).toHaveLength(3);
    expect(screen.queryByText(/more variant/)).toBeNull();
  });

  it('shows a single price, the description fallback and the picture placeholder', async () => {
    serve(() => json([{ ...bare, variants: [{ id: 1, title: 'One', price: 990, options: {} }] }]));
    renderWithProviders(<ProductDetail productId="bare" />);
    expect(await screen.findByTestId('product-price')).toHaveTextContent(/^\$9\.90$/);
    expect(screen.getByText('No description available.')).toBeInTheDocument();
    expect(screen.getByTestId('product-image-placeholder')).toBeInTheDocument();
    expect(screen.queryByText(/more variant/)).toBeNull();
    expect(screen.getByRole('radio', { name: /One/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear choice' })).toBeNull();
  });

  it.each([
    ['an unknown id', 'nope', () => json([tee])],
    [
      'a failed load',
      'tee',
      () => json({ statusCode: 503, message: 'Unable to load merchandise' }, 503),
    ],
  ])('shows "Product not found" for %s', async (_case, id, answer) => {
    serve(answer);
    renderWithProviders(<ProductDetail productId={id} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Merchandise' })).toHaveAttribute(
      'href',
      '/merchandise',
    );
  });

  it('shows "Product not found" without asking the server when there is no id', () => {
    const fetchMock = serve(() => json([tee]));
    renderWithProviders(<ProductDetail productId={undefined} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
