import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from '@/app/app';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { documentTitle } from '@/features/site/use-page-meta';
import { HOME_PAGE_META } from '@/pages/home-page';
import { emotionStyleTags } from './emotion-style-tags';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** For the head: resource hints React found (the hero poster's preload) and the <style> tags. */
  head: string;
  title: string;
  description: string;
}

/**
 * The landing page as the browser's first render draws it, so that it can
 * hydrate that markup: nobody signed in yet (the session is still loading),
 * no toast, the chat and the contact form not loaded.
 */
export async function renderLanding(): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response)
    throw new Error(`/ answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  // Compat mode keeps the styles in the cache rather than inline in the markup.
  cache.compat = true;

  const rendered = renderToString(
    <CacheProvider value={cache}>
      <StrictMode>
        <App store={makeStore()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </StrictMode>
    </CacheProvider>,
  );
  // React puts its resource hints first; they belong in the head, outside what hydrates.
  const hints = /^(?:<link [^>]*>)*/.exec(rendered)?.[0] ?? '';
  return {
    html: rendered.slice(hints.length),
    head: hints + emotionStyleTags(cache),
    title: documentTitle(HOME_PAGE_META.title),
    description: HOME_PAGE_META.description,
  };
}
