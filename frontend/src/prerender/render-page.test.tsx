import { act, within } from '@testing-library/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SITE_SETTINGS,
  PAGE_ORIGIN_PLACEHOLDER,
  type PageData,
  type ProductView,
  type StoreCatalogueView,
} from '@club/contracts';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { makeStore } from '@/app/store';
import { preloadPageData } from './preload-page-data';
import { stubFetch } from '@/test/stub-fetch';
import { pageDocument } from './page-document';
import { renderPage } from './render-page';

const TEMPLATE =
  '<html><head><meta name="description" content="site"><title>Play Money Club</title></head><body><div id="root"></div></body></html>';

const MUG: ProductView = {
  id: 'mug-1',
  title: 'Club Mug </script> edition',
  description: 'A mug.',
  tags: [],
  images: [],
  variants: [{ id: 1, title: 'Default', price: 1500, options: {} }],
};

const STORE: StoreCatalogueView = {
  publishableKey: null,
  packages: [
    {
      id: 'vip',
      name: 'VIP Membership',
      amount: 5000,
      currency: 'usd',
      summary: '30-day VIP access',
      features: ['Priority support'],
      popular: true,
      priceId: 'price_demo_vip',
      demo: true,
    },
  ],
};

/** What each live page of these tests is rendered with. */
const DATA: Record<string, PageData> = {
  '/merchandise': { catalogue: [MUG] },
  '/subscription': { store: STORE },
  // An admin changed the club code and the Discord link.
  '/poker': {
    settings: {
      ...DEFAULT_SITE_SETTINGS,
      pokerClubCode: '246810',
      discordUrl: 'https://discord.gg/club-lounge',
    },
  },
};

describe('pre-rendered pages', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    vi.stubGlobal('scrollTo', vi.fn());
    // As in a browser: the contact form waits for the visitor to scroll near it.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    // The session stays loading, as it is when the browser hydrates.
    stubFetch(() => new Promise<Response>(() => {}));
  });

  afterEach(() => {
    root?.unmount();
    root = undefined;
    container.remove();
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });

  it('renders the landing page with its title, description and hero', async () => {
    const page = await renderPage({ path: '/', signedOut: false });

    expect(page.title).toBe('Poker, Sportsbook & Arcade with Play Money | Play Money Club');
    expect(page.description).toContain('3000+ members');
    expect(page.notFound).toBe(false);
    container.innerHTML = page.html;
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your galaxy of play‑money games',
    );
    expect(within(container).getByRole('link', { name: 'Poker on ClubGG' })).toHaveAttribute(
      'href',
      '/poker',
    );
  });

  it('renders the 404 page for a path that is none of the site', async () => {
    const page = await renderPage({ path: '/no/such/page', signedOut: true });

    expect(page.notFound).toBe(true);
    expect(page.title).toBe('Page Not Found | Play Money Club');
    expect((await renderPage({ path: '/faq', signedOut: true })).notFound).toBe(false);
  });

  it('renders a product the catalogue does not have as not found, and one it has as found', async () => {
    const render = (id: string, catalogue?: ProductView[]) =>
      renderPage({ path: `/product/${id}`, signedOut: true, data: { catalogue } });

    expect((await render('no-such-product', [MUG])).notFound).toBe(true);
    expect((await render(MUG.id, [MUG])).notFound).toBe(false);
    // The catalogue could not be read: the page loads the product itself.
    expect((await render('no-such-product')).notFound).toBe(false);
  });

  it('renders a shop page with the catalogue it is given', async () => {
    const page = await renderPage({
      path: '/merchandise',
      signedOut: true,
      data: DATA['/merchandise'],
    });

    container.innerHTML = page.html;
    expect(within(container).getByText('Club Mug </script> edition')).toBeInTheDocument();
  });

  it("renders a page with the club's settings as they are now", async () => {
    const page = await renderPage({ path: '/poker', signedOut: true, data: DATA['/poker'] });

    container.innerHTML = page.html;
    expect(within(container).getByTestId('club-code')).toHaveTextContent('246810');
    expect(
      within(container).getByRole('contentinfo').querySelector('a[href^="https://discord.gg"]'),
    ).toHaveAttribute('href', 'https://discord.gg/club-lounge');
  });

  it("renders the store with the packages it is given, under the signed-out visitor's notice", async () => {
    const page = await renderPage({
      path: '/subscription',
      signedOut: true,
      data: DATA['/subscription'],
    });

    container.innerHTML = page.html;
    expect(within(container).getByText('Authentication Required')).toBeInTheDocument();
    expect(within(container).getByRole('heading', { name: 'VIP Membership' })).toBeInTheDocument();
    expect(within(container).queryByText('Loading packages...')).toBeNull();
  });

  it('writes the head: title, description, canonical and sharing tags, session and catalogue', async () => {
    const request = { path: '/merchandise', signedOut: true, data: DATA['/merchandise'] };
    const html = pageDocument(TEMPLATE, await renderPage(request), request);

    expect(html).toContain('<title>Merchandise | Play Money Club</title>');
    expect(html).toContain(`<link rel="canonical" href="${PAGE_ORIGIN_PLACEHOLDER}/merchandise">`);
    expect(html).toContain('<meta property="og:title" content="Merchandise | Play Money Club">');
    expect(html).toContain(
      `<meta name="twitter:image" content="${PAGE_ORIGIN_PLACEHOLDER}/media/hero/hero-poster-1280.webp">`,
    );
    expect(html).toContain('<div id="root" data-session="signed-out">');
    // The catalogue's JSON cannot close its script element.
    expect(html).toContain('Club Mug \\u003c/script> edition');
    expect(html).not.toContain('Club Mug </script> edition"');
  });

  it.each([
    ['/', false],
    ['/', true],
    ['/faq', true],
    ['/merchandise', true],
    ['/subscription', true],
    ['/poker', true],
    ['/sports-book', true],
    ['/galactic-arcade', true],
  ])(
    'hydrates %s (signed out: %s) as the browser renders it, keeping every node, with nothing logged',
    async (path, signedOut) => {
      const data = DATA[path];
      container.innerHTML = (await renderPage({ path, signedOut, data })).html;
      // Browsers mute a parsed <video muted>; jsdom leaves that step out.
      for (const video of container.querySelectorAll('video'))
        video.muted = video.hasAttribute('muted');
      const heading = container.querySelector('h1');
      const errors = vi.spyOn(console, 'error');
      const recoverableErrors = vi.fn();
      window.history.replaceState(null, '', path);
      const router = await createAppRouter();
      const store = makeStore(signedOut ? { session: { user: null, status: 'ready' } } : {});
      if (data) preloadPageData(store, data);

      await act(async () => {
        startTransition(() => {
          root = hydrateRoot(
            container,
            <StrictMode>
              <App store={store}>
                <RouterProvider router={router} />
              </App>
            </StrictMode>,
            { onRecoverableError: recoverableErrors },
          );
        });
      });

      expect(recoverableErrors).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(heading).not.toBeNull();
      expect(container.querySelector('h1')).toBe(heading);
    },
  );
});
