import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toast/toaster';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import type { StoreCatalogueView } from '@club/contracts';
import { StoreScreen } from './store-screen';

const catalogue: StoreCatalogueView = {
  publishableKey: 'pk_test_1',
  packages: [
    {
      id: 'tournament',
      name: 'Tournament Entry',
      amount: 2500,
      currency: 'usd',
      priceId: 'demo_tournament',
      demo: true,
      popular: false,
      summary: 'Entry to premium tournaments',
      features: ['Premium tournaments'],
    },
    {
      id: 'vip',
      name: 'VIP Access',
      amount: 5000,
      currency: 'usd',
      priceId: 'price_vip',
      demo: false,
      popular: true,
      summary: '30-day VIP access',
      features: ['30 days VIP access'],
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Serves the packages; create-payment answers with `createPayment`. */
function serveStore(createPayment: () => Response | Promise<Response>) {
  return stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/store/packages') return json(catalogue);
    if (path === '/api/create-payment') return createPayment();
    return json({ statusCode: 404, message: 'Not found' }, 404);
  });
}

const paymentCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(
    ([request]) => new URL(request.url).pathname === '/api/create-payment',
  );

async function renderStore() {
  renderWithProviders(
    <>
      <StoreScreen />
      <Toaster />
    </>,
    { route: '/subscription' },
  );
  return screen.findByRole('button', { name: 'Purchase VIP Access' });
}

/** Stripe.js, which the card form loads from Stripe's servers (jsdom fetches no script). */
const STRIPE_JS = 'script[src^="https://js.stripe.com/"]';

const notifications = () => screen.getByRole('region', { name: 'Notifications' });

/** Stripe's servers cannot be reached: its script fails to load, and so does the one retry. */
async function refuseStripeJs() {
  for (let attempt = 0; attempt < 2; attempt++) {
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(`${STRIPE_JS}:not([data-refused])`);
      expect(found).not.toBeNull();
      return found!;
    });
    script.dataset.refused = 'true';
    script.dispatchEvent(new Event('error'));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  for (const script of document.querySelectorAll(STRIPE_JS)) script.remove();
});

describe('StoreScreen', () => {
  it("shows the demo notice and the server's packages, the popular one marked", async () => {
    serveStore(() => json({ clientSecret: 'x' }));
    await renderStore();
    expect(screen.getByTestId('demo-mode-notice')).toHaveTextContent('Demo Mode');
    for (const [id, price] of [
      ['tournament', '$25'],
      ['vip', '$50'],
    ]) {
      const card = within(screen.getByTestId(`package-${id}`));
      const pkg = catalogue.packages.find((candidate) => candidate.id === id)!;
      expect(card.getByRole('heading', { name: pkg.name })).toBeInTheDocument();
      expect(card.getByText(price)).toBeInTheDocument();
      for (const feature of pkg.features) expect(card.getByText(feature)).toBeInTheDocument();
    }
    expect(within(screen.getByTestId('package-vip')).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });

  it('answers a demo package with the Demo Mode toast and no payment call', async () => {
    const fetchMock = serveStore(() => json({ clientSecret: 'x' }));
    await renderStore();
    await userEvent.click(screen.getByRole('button', { name: 'Purchase Tournament Entry' }));
    expect(await within(notifications()).findByText('Demo Mode')).toBeInTheDocument();
    expect(
      within(notifications()).getByText(
        'This is a demo store page. Real payments need products and prices created in the Stripe dashboard.',
      ),
    ).toBeInTheDocument();
    expect(paymentCalls(fetchMock)).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Complete Your Purchase' })).toBeNull();
  });

  it("shows the server's {error} in the Error toast", async () => {
    const fetchMock = serveStore(() =>
      json({ statusCode: 502, message: 'Stripe is down', error: 'Stripe is down' }, 502),
    );
    const button = await renderStore();
    await userEvent.click(button);
    expect(await within(notifications()).findByText('Error')).toBeInTheDocument();
    expect(within(notifications()).getByText('Stripe is down')).toBeInTheDocument();
    const [[request]] = paymentCalls(fetchMock);
    expect(await request.json()).toEqual({ priceId: 'price_vip' });
    expect(screen.queryByRole('heading', { name: 'Complete Your Purchase' })).toBeNull();
  });

  it("says 'Failed to create payment' when the request itself fails", async () => {
    serveStore(() => Promise.reject(new TypeError('Failed to fetch')));
    const button = await renderStore();
    await userEvent.click(button);
    expect(
      await within(notifications()).findByText('Failed to create payment'),
    ).toBeInTheDocument();
  });

  it('moves on to Complete Your Purchase with the client secret', async () => {
    serveStore(() => json({ clientSecret: 'pi_1_secret_2' }));
    const button = await renderStore();
    await userEvent.click(button);
    expect(
      await screen.findByRole('heading', { name: 'Complete Your Purchase' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('checkout-summary')).toHaveTextContent('VIP Access');
    expect(screen.getByRole('link', { name: 'Back to Store' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('says the payment form is unavailable when Stripe.js cannot be loaded, and tries again', async () => {
    serveStore(() => json({ clientSecret: 'pi_1_secret_2' }));
    const button = await renderStore();
    await userEvent.click(button);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete Your Purchase' }),
    ).toBeInTheDocument();

    await refuseStripeJs();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment form unavailable');
    expect(screen.getByRole('link', { name: 'Back to Store' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.getByRole('progressbar', { name: 'Loading the payment form' }),
    ).toBeInTheDocument();
  });

  it("keeps a signed-out visitor's chosen package through sign-in, to continue with one click", async () => {
    const fetchMock = serveStore(() => json({ clientSecret: 'pi_1_secret_2' }));
    const visit = renderWithProviders(<StoreScreen signedIn={false} />, { route: '/subscription' });
    expect(screen.queryByRole('heading', { name: 'Club Store' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase VIP Access' }));
    expect(visit.router.state.location.pathname).toBe('/auth');
    expect(visit.router.state.location.search).toBe('?next=%2Fsubscription');
    expect(paymentCalls(fetchMock)).toHaveLength(0);
    visit.unmount();

    await renderStore();
    expect(screen.getByTestId('chosen-package')).toHaveTextContent(
      'You chose VIP Access before signing in.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue with VIP Access' }));
    expect(
      await screen.findByRole('heading', { name: 'Complete Your Purchase' }),
    ).toBeInTheDocument();
    const [[request]] = paymentCalls(fetchMock);
    expect(await request.json()).toEqual({ priceId: 'price_vip' });
    expect(window.sessionStorage.getItem('draft:store-package')).toBeNull();
  });

  it('forgets the chosen package when dismissed', async () => {
    window.sessionStorage.setItem('draft:store-package', '"vip"');
    serveStore(() => json({ clientSecret: 'x' }));
    await renderStore();
    await userEvent.click(
      within(screen.getByTestId('chosen-package')).getByRole('button', { name: 'Not now' }),
    );
    expect(screen.queryByTestId('chosen-package')).toBeNull();
    expect(window.sessionStorage.getItem('draft:store-package')).toBeNull();
  });
});
