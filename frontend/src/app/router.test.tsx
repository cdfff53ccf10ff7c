import { ThemeProvider } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/stub-fetch';
import { routes, whenRouterReady } from './router';
import { makeStore } from './store';
import { theme } from './theme';

async function renderRoute(path: string) {
  const router = await whenRouterReady(createMemoryRouter(routes, { initialEntries: [path] }));
  render(
    <Provider store={makeStore()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
}

describe('routes', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    stubFetch(() => new Response('', { status: 401, statusText: 'Unauthorized' }));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['/', 'Your galaxy of'],
    ['/join', 'How to Join'],
    ['/merchandise', 'Merchandise'],
    ['/product/42', 'Product not found'],
    ['/sportsbook', 'Sports Betting Guide'],
    ['/subscription', 'Authentication Required'],
    ['/dashboard', 'Authentication Required'],
    ['/poker', 'Poker on ClubGG'],
    ['/sports-book', 'Sportsbook & Casino'],
    ['/galactic-arcade', 'Galactic Arcade'],
    ['/admin/chat', 'Admin Chat'],
    ['/contact', 'Contact Us'],
    ['/faq', 'Frequently Asked Questions'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/cookies', 'Cookie Policy'],
    ['/play', 'Choose Your Game'],
    ['/forgot-password', 'Reset your password'],
    ['/reset-password', 'Set a new password'],
    ['/verify-email', 'Confirm e-mail address'],
    ['/confirm-chat-email', 'Confirm e-mail for chat replies'],
  ])('%s shows its page', async (path, heading) => {
    await renderRoute(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(heading) }),
    ).toBeVisible();
    expect(screen.getByTestId('site-header')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Play Money Only - No Real Funds');
  });

  it.each(['/auth', '/login', '/admin/auth', '/admin/login', '/admin'])(
    '%s shows the sign-in screen',
    async (path) => {
      await renderRoute(path);

      expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(screen.getByRole('tab', { name: 'Join Club' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    },
  );

  it('shows the not-found screen for unknown routes', async () => {
    await renderRoute('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('gives the landing page its anchors', async () => {
    await renderRoute('/');

    const hero = await screen.findByRole('region', { name: /Your galaxy of/ });
    for (const id of ['hero-section', 'games-section', 'membership', 'contact']) {
      expect(document.getElementById(id)).not.toBeNull();
    }
    expect(within(hero).getByRole('link', { name: 'Poker on ClubGG' })).toHaveAttribute(
      'href',
      '/poker',
    );
    expect(within(hero).getByRole('link', { name: 'Sportsbook & Casino' })).toHaveAttribute(
      'href',
      '/sports-book',
    );
    expect(within(hero).getByRole('link', { name: 'Galactic Arcade' })).toHaveAttribute(
      'href',
      '/galactic-arcade',
    );
  });
});
