import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { PAGE_DATA_ELEMENT_ID, PAGE_SESSION_ATTRIBUTE, type PageData } from '@club/contracts';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { makeStore, type RootState } from './app/store';
import { loadChunk } from './lib/load-chunk';
import { markHydratingPrerenderedPage } from './lib/prerendered-page';

/** Resolves `done` once React has committed the first render. */
function Committed({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/** What the server rendered the page with, for the app to start (and hydrate) with. */
async function preloadRenderedData(store: ReturnType<typeof makeStore>): Promise<void> {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  const { preloadPageData } = await loadChunk(() => import('./prerender/preload-page-data'));
  preloadPageData(store, JSON.parse(element.textContent) as PageData);
}

/**
 * Starts the app in #root: hydrates a pre-rendered page (as a transition, so React yields to the
 * browser), renders any other. Resolves once the first render is on screen.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // Rendered for a request without a session cookie: nobody is signed in, no need to ask.
  const signedOut = container.getAttribute(PAGE_SESSION_ATTRIBUTE) === 'signed-out';
  const preloaded: Partial<RootState> = signedOut
    ? { session: { user: null, status: 'ready' } }
    : {};
  const store = makeStore(preloaded);
  const [router] = await Promise.all([createAppRouter(), preloadRenderedData(store)]);
  await new Promise<void>((committed) => {
    const app = (
      <StrictMode>
        <App store={store}>
          <RouterProvider router={router} />
        </App>
        <Committed done={committed} />
      </StrictMode>
    );
    if (container.hasChildNodes()) {
      markHydratingPrerenderedPage();
      startTransition(() => void hydrateRoot(container, app));
    } else createRoot(container).render(app);
  });
}
