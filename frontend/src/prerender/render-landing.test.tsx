import { act, within } from '@testing-library/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { makeStore } from '@/app/store';
import { stubFetch } from '@/test/stub-fetch';
import { renderLanding } from './render-landing';

describe('the pre-rendered landing page', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    vi.stubGlobal('scrollTo', vi.fn());
    // As in a browser: the contact form waits for the visitor to scroll near it.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    // The session stays loading, as it is when the browser hydrates.
    stubFetch(() => new Promise<Response>(() => {}));
  });

  afterEach(() => {
    root?.unmount();
    container.remove();
    vi.unstubAllGlobals();
  });

  it('has the landing page title, description and hero', async () => {
    const page = await renderLanding();

    expect(page.title).toBe('Poker, Sportsbook & Arcade with Play Money | Play Money Club');
    expect(page.description).toContain('3000+ members');
    container.innerHTML = page.html;
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your galaxy of play‑money games',
    );
    expect(within(container).getByRole('link', { name: 'Poker on ClubGG' })).toHaveAttribute(
      'href',
      '/poker',
    );
  });

  it('hydrates as the browser renders it, keeping every node, with nothing logged', async () => {
    container.innerHTML = (await renderLanding()).html;
    // Browsers mute a parsed <video muted>; jsdom leaves that step out.
    for (const video of container.querySelectorAll('video'))
      video.muted = video.hasAttribute('muted');
    const heading = container.querySelector('h1');
    const errors = vi.spyOn(console, 'error');
    const recoverableErrors = vi.fn();
    const router = await createAppRouter();

    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <App store={makeStore()}>
              <RouterProvider router={router} />
            </App>
          </StrictMode>,
          { onRecoverableError: recoverableErrors },
        );
      });
    });

    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
  });
});
