import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toast/toaster';
import { sessionChanged } from '@/features/auth/session-slice';
import { openSupportChat } from '@/features/chat-launcher/chat-launcher-slice';
import { storeAndSocketPerTest } from '@/test/realtime-harness';
import { renderWithProviders } from '@/test/render';
import { freshWidgetPagePerTest } from '@/test/widget-page';
import { stubFetch } from '@/test/stub-fetch';
import { testUser } from '@/test/user-fixture';
import { ChatWidgetHost } from './chat-widget-host';

const member = testUser({ username: 'grace', firstName: 'Grace' });

const { store } = storeAndSocketPerTest();

freshWidgetPagePerTest();

describe("a member's deposit start (SPEC §4)", () => {
  it('says the chat could not start and closes the panel when the conversation cannot be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const starts: unknown[] = [];
    stubFetch(async (request) => {
      const url = new URL(request.url);
      if (request.method === 'GET' && url.pathname === '/api/conversations')
        return Response.json([]);
      if (request.method === 'POST' && url.pathname === '/api/conversations') {
        starts.push(await request.json());
        return new Response('Service Unavailable', { status: 503 });
      }
      return Response.json({ statusCode: 404, message: 'Not found' }, { status: 404 });
    });
    store().dispatch(sessionChanged(member));
    store().dispatch(openSupportChat({ flow: 'deposit', game: 'arcade' }));

    renderWithProviders(
      <>
        <ChatWidgetHost />
        <Toaster />
      </>,
      { store: store() },
    );

    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('Failed to start chat session')).toBeVisible();
    expect(within(notifications).getByText('Error')).toBeVisible();
    expect(starts).toEqual([{ subject: 'arcade' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Support' })).toBeNull());
    expect(store().getState().chatLauncher.request).toBeNull();
  });
});
