import { ThemeProvider } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXT, type UserView } from '@club/contracts';
import { sessionChanged } from '@/features/auth/session-slice';
import { stubFetch } from '@/test/stub-fetch';
import { routes, whenRouterReady } from './router';
import { makeStore } from './store';
import { theme } from './theme';
import { testUser } from '@/test/user-fixture';

const member = testUser({
  id: 'b9b7c1de-0000-4000-8000-000000000002',
  username: 'nova',
  email: 'nova@example.com',
});

/** Every admin page and route (SPEC §6), each gated by the console. */
const ADMIN_PATHS = [
  '/admin/chat',
  '/admin/products',
  '/admin/products/new',
  `/admin/products/${member.id}`,
  '/admin/members',
  `/admin/members/${member.id}`,
  '/admin/members/audit',
  '/admin/payments',
  '/admin/reports',
  '/admin/reports?view=store',
  '/admin/settings',
  '/admin/security',
];

/** The whole app at `path`, with `user` signed in (or nobody); the server answers as it would. */
async function renderRoute(path: string, user: UserView | null) {
  const store = makeStore();
  store.dispatch(sessionChanged(user));
  const router = await whenRouterReady(createMemoryRouter(routes, { initialEntries: [path] }));
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return router;
}

const consoleNavigation = () => screen.queryByRole('navigation', { name: 'Admin console' });

/**
 * A link of the page's own content. Looked for in the main region: naming every link of the
 * header and footer as well costs jsdom a second or more per query.
 */
const pageLink = (name: string) => within(screen.getByRole('main')).getByRole('link', { name });

describe('who may see which page', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('signed out', () => {
    beforeEach(() => {
      stubFetch(() =>
        Response.json({ statusCode: 401, message: ERROR_TEXT.notSignedIn }, { status: 401 }),
      );
    });

    it.each(ADMIN_PATHS)('%s asks to sign in, without the console', async (path) => {
      await renderRoute(path, null);

      expect(
        await screen.findByRole('heading', { name: 'Authentication Required' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Please log in to access the admin panel.')).toBeInTheDocument();
      expect(pageLink('Sign In')).toHaveAttribute(
        'href',
        path === '/admin/security' ? '/auth?next=%2Fadmin%2Fsecurity' : '/auth',
      );
      expect(consoleNavigation()).toBeNull();
      expect(screen.queryByRole('searchbox')).toBeNull();
    });

    it.each([
      [
        '/subscription',
        'Please log in to purchase items from our store.',
        '/auth?next=%2Fsubscription',
      ],
      ['/dashboard', 'Please log in to view your dashboard.', '/auth'],
    ])('%s asks to sign in and says why', async (path, text, signIn) => {
      await renderRoute(path, null);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Authentication Required' }),
      ).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(pageLink('Sign In')).toHaveAttribute('href', signIn);
    });
  });

  describe('signed in as a member', () => {
    beforeEach(() => {
      stubFetch(() =>
        Response.json({ statusCode: 403, message: ERROR_TEXT.forbidden }, { status: 403 }),
      );
    });

    it.each(ADMIN_PATHS)('%s refuses, with a way back home and no console', async (path) => {
      await renderRoute(path, member);

      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
      expect(
        screen.getByText("You don't have permission to access the admin chat panel."),
      ).toBeInTheDocument();
      expect(pageLink('Back to Home')).toHaveAttribute('href', '/');
      expect(consoleNavigation()).toBeNull();
      expect(screen.queryByRole('searchbox')).toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Discord link' })).toBeNull();
    });
  });
});
