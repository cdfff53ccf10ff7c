import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const store = makeStore();

void createAppRouter().then((router) => {
  const app = (
    <StrictMode>
      <App store={store}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  // The landing page arrives pre-rendered (src/prerender). Hydrating it as a
  // transition lets React yield to the browser instead of blocking it.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});
