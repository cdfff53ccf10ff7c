import { ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore, type AppStore } from '@/app/store';
import { theme } from '@/app/theme';

interface RenderOptions {
  store?: AppStore;
  /** Initial location; the element is rendered at every path. */
  route?: string;
}

/** Renders `ui` with the app's store, theme and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { store = makeStore(), route = '/' }: RenderOptions = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [route],
  });
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store, router };
}
