import { ThemeProvider } from '@mui/material';
import { PAGE_LOAD_FAILED_TEXT } from '@club/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '@/components/route-error';
import { CHUNK_RETRY_DELAYS_MS } from '@/lib/load-chunk';
import { mayReloadForNewBuild, reloadForNewBuild } from '@/lib/reload-for-new-build';
import { lazyPage } from './lazy-page';
import { theme } from './theme';

const fetchFailed = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/admin-chat-page-x.js');

function Inbox() {
  return <h1>Admin Chat</h1>;
}

/** A route as the app's router has them, behind the app's RouteError. */
function renderPage(load: () => Promise<typeof Inbox>) {
  const router = createMemoryRouter(
    [{ path: '/admin/chat', lazy: lazyPage(load), ErrorBoundary: RouteError }],
    { initialEntries: ['/admin/chat'] },
  );
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

/** Lets every retry of loadChunk run out (Testing Library's find* would wait on a faked timer). */
const waitOutTheRetries = () =>
  act(() => vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)));

describe('a lazily loaded page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('shows once its chunk loads at a retry (a 429 from a busy server)', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(fetchFailed())
      .mockRejectedValueOnce(fetchFailed())
      .mockResolvedValue(Inbox);
    renderPage(load);

    await waitOutTheRetries();

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Chat' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.queryByText(PAGE_LOAD_FAILED_TEXT.heading)).toBeNull();
  });

  it('reloads the tab once when its chunk never loads (a deploy replaced it)', async () => {
    renderPage(() => Promise.reject(fetchFailed()));

    await waitOutTheRetries();

    // jsdom's location.reload cannot be watched (nor does it reload): the reload leaves its stamp.
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    expect(mayReloadForNewBuild()).toBe(false);
    expect(screen.queryByRole('heading', { name: PAGE_LOAD_FAILED_TEXT.heading })).toBeNull();
  });

  it('says so in plain words, with a Retry button for the keyboard, when it failed again after that reload', async () => {
    reloadForNewBuild(() => undefined);
    renderPage(() => Promise.reject(fetchFailed()));

    await waitOutTheRetries();

    expect(
      screen.getByRole('heading', { level: 1, name: PAGE_LOAD_FAILED_TEXT.heading }),
    ).toBeVisible();
    expect(screen.getByText(PAGE_LOAD_FAILED_TEXT.body)).toBeVisible();
    vi.useRealTimers();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: PAGE_LOAD_FAILED_TEXT.retry })).toHaveFocus();
  });

  it('keeps its own screen for a page that failed to render', async () => {
    vi.useRealTimers();
    renderPage(() =>
      Promise.resolve(() => {
        throw new Error('render bug');
      }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });
});
