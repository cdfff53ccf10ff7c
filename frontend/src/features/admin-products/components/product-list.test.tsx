import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductView } from '@club/contracts';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { ProductList } from './product-list';

const product = (id: string, title: string, tags: string[]): ProductView => ({
  id,
  title,
  description: '',
  tags,
  images: [],
  variants: [{ id: 1, title: 'One size', price: 2500, options: {} }],
});

const CATALOGUE = [
  product('tee', 'Club Logo Tee', ['Apparel']),
  product('cap', 'Galaxy Cap', ['Apparel']),
];

/** The server's search: title or tag contains q, any case. */
function serveCatalogue() {
  return stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/admin/merchandise/source') {
      return Response.json({ provider: 'local', shopId: null, refreshedAt: null });
    }
    const q = url.searchParams.get('q')?.toLowerCase();
    return Response.json(
      CATALOGUE.filter(
        ({ title, tags }) => !q || [title, ...tags].some((text) => text.toLowerCase().includes(q)),
      ),
    );
  });
}

const searchedFor = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([request]) => new URL(request.url))
    .filter(({ pathname }) => pathname === '/api/admin/merchandise')
    .map(({ searchParams }) => searchParams.get('q'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductList', () => {
  it('searches from its address, and says when nothing matches', async () => {
    const fetchMock = serveCatalogue();
    const { router } = renderWithProviders(<ProductList />, {
      route: '/admin/products?q=LOGO%20tee',
    });

    await waitFor(() => expect(screen.getAllByTestId('admin-product-row')).toHaveLength(1));
    expect(screen.getByTestId('admin-product-row')).toHaveTextContent('Club Logo Tee');
    expect(searchedFor(fetchMock)).toEqual(['LOGO tee']);

    const search = screen.getByRole('searchbox', { name: 'Search title or tag' });
    expect(search).toHaveValue('LOGO tee');
    await userEvent.clear(search);
    await userEvent.type(search, 'no-such-thing{Enter}');

    expect(router.state.location.search).toBe('?q=no-such-thing');
    expect(await screen.findByText('No products match "no-such-thing"')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-product-row')).toBeNull();
    expect(searchedFor(fetchMock)).toEqual(['LOGO tee', 'no-such-thing']);
  });
});
