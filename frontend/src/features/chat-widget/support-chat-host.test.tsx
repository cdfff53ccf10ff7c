import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { openSupportChat } from '@/features/chat-launcher/chat-launcher-slice';
import { CHUNK_RETRY_DELAYS_MS } from '@/lib/load-chunk';
import { renderWithProviders } from '@/test/render';

const chunk = vi.hoisted(() => ({ failures: 0, loads: 0 }));

// The chat's chunk fails `chunk.failures` times as the browser fails it (a 429 from a busy
// server, or a deploy that replaced it), then stands in for the chat itself.
vi.mock('./chat-widget-host', () => {
  chunk.loads++;
  if (chunk.failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
  return { ChatWidgetHost: () => <div role="dialog" aria-label="Support chat" /> };
});

const UNAVAILABLE = 'The support chat could not load. Check your connection, then try again.';

/**
 * The host as a page that has not loaded the chat yet: a fresh copy of its module, since the
 * files of a test worker share modules and another file's host may have loaded the real chat.
 */
async function renderPageWithChat() {
  vi.resetModules();
  const { SupportChatHost } = await import('./support-chat-host');
  const store = makeStore();
  store.dispatch(openSupportChat({ flow: 'support' }));
  renderWithProviders(
    <main>
      <h1>Merchandise</h1>
      <SupportChatHost />
    </main>,
    { store },
  );
}

/** Lets every retry of loadChunk run out (Testing Library's find* would wait on a faked timer). */
const waitOutTheRetries = () =>
  act(() => vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)));

describe('the support chat host, when the chat code does not load at once', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // One test: the chat's lazy component, once loaded, stays loaded for the module's lifetime.
  it('tries again; after every retry it says so, and its Retry loads the chat in place; the page stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // Every attempt of the first round, and the first of the Retry's.
    chunk.failures = CHUNK_RETRY_DELAYS_MS.length + 2;
    await renderPageWithChat();

    await waitOutTheRetries();

    expect(chunk.loads).toBe(CHUNK_RETRY_DELAYS_MS.length + 1);
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(screen.getByRole('heading', { name: 'Merchandise' })).toBeVisible();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByRole('dialog', { name: 'Support chat' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(chunk.loads).toBe(CHUNK_RETRY_DELAYS_MS.length + 3);
  });
});
