import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { openSupportChat } from '@/features/chat-launcher/chat-launcher-slice';
import { renderWithProviders } from '@/test/render';
import { SupportChatHost } from './support-chat-host';

// What the browser throws when a deploy has replaced the chunk this page was built with.
vi.mock('./chat-widget-host', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the support chat host, when the chat code cannot be loaded', () => {
  it('says so, with a reload, once a page asks for the chat; the page itself stays', async () => {
    const store = makeStore();
    store.dispatch(openSupportChat({ flow: 'support' }));
    renderWithProviders(
      <main>
        <h1>Merchandise</h1>
        <SupportChatHost />
      </main>,
      { store },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The support chat could not load. Reload the page to try again.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Merchandise' })).toBeVisible();
  });
});
