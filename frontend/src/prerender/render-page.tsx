import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PageData } from '@club/contracts';
import { App } from '@/app/app';
import { routes } from '@/app/router';
import { makeStore, type RootState } from '@/app/store';
import { preloadPageData } from './preload-page-data';
import { PageMetaCollector, type CollectedPageMeta } from '@/hooks/page-meta-collector';
import { emotionStyleTags } from './emotion-style-tags';

export interface PageRequest {
  /** The path to render, such as `/faq` or `/product/42`. */
  path: string;
  /**
   * The request carried no session cookie: nobody is signed in, so the header shows the sign-in
   * links. Otherwise it shows the session loading, as the browser's first render does.
   */
  signedOut: boolean;
  /** What the page renders with (the club's settings, the catalogue, the store's packages). */
  data?: PageData;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** For the head: resource hints React found (the hero poster's preload) and the <style> tags. */
  head: string;
  title?: string;
  description?: string;
  /** The router's catch-all answered (the 404 page), or the catalogue has no such product. */
  notFound: boolean;
}

/** A product page whose product the catalogue it was rendered with does not have. */
function isMissingProduct(
  matches: { route: { path?: string }; params: { id?: string } }[],
  data?: PageData,
): boolean {
  const productId = matches.find((match) => match.route.path === 'product/:id')?.params.id;
  return (
    productId !== undefined &&
    data?.catalogue !== undefined &&
    !data.catalogue.some((product) => product.id === productId)
  );
}

/**
 * A page as the browser's first render draws it, so that it can hydrate that markup: no
 * toast, the chat and the lazily loaded parts not there yet.
 */
export async function renderPage({ path, signedOut, data }: PageRequest): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response)
    throw new Error(`${path} answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  // Compat mode keeps the styles in the cache rather than inline in the markup.
  cache.compat = true;
  const preloaded: Partial<RootState> = signedOut
    ? { session: { user: null, status: 'ready' } }
    : {};
  const store = makeStore(preloaded);
  preloadPageData(store, data ?? {});
  const meta: CollectedPageMeta = {};

  const rendered = renderToString(
    <PageMetaCollector value={meta}>
      <CacheProvider value={cache}>
        <StrictMode>
          <App store={store}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </StrictMode>
      </CacheProvider>
    </PageMetaCollector>,
  );
  // React puts its resource hints first; they belong in the head, outside what hydrates.
  const hints = /^(?:<link [^>]*>)*/.exec(rendered)?.[0] ?? '';
  return {
    html: rendered.slice(hints.length),
    head: hints + emotionStyleTags(cache),
    title: meta.title,
    description: meta.description,
    notFound:
      context.matches.some((match) => match.route.path === '*') ||
      isMissingProduct(context.matches, data),
  };
}
