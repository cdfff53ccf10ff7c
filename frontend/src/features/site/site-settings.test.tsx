import { DEFAULT_SITE_SETTINGS, type SiteConfigView } from '@club/contracts';
import { renderHook, waitFor } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const STORED: SiteConfigView = {
  ...DEFAULT_SITE_SETTINGS,
  discordUrl: 'https://discord.gg/stored',
  pokerClubCode: '111222',
  visitorChat: 'guest',
  clubTimeZone: 'UTC',
};

async function freshModule() {
  vi.resetModules();
  return import('./site-settings');
}

describe('useSiteSettings', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(STORED))),
    );
  });

  it('shows the defaults, then the stored settings, asking the server once', async () => {
    const { useSiteSettings } = await freshModule();
    const first = renderHook(() => useSiteSettings());
    const second = renderHook(() => useSiteSettings());
    expect(first.result.current.discordUrl).toBe(DEFAULT_SITE_SETTINGS.discordUrl);
    await waitFor(() => expect(first.result.current.pokerClubCode).toBe('111222'));
    expect(second.result.current.discordUrl).toBe('https://discord.gg/stored');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/site-config');
  });

  it('keeps the defaults when the server cannot answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    const { useSiteSettings } = await freshModule();
    const { result } = renderHook(() => useSiteSettings());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(result.current).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('shows what an admin saved in this tab at once', async () => {
    const { useSiteSettings, showSavedSiteSettings } = await freshModule();
    const { result } = renderHook(() => useSiteSettings());
    await waitFor(() => expect(result.current.pokerClubCode).toBe('111222'));
    act(() => showSavedSiteSettings({ ...DEFAULT_SITE_SETTINGS, pokerClubCode: '999000' }));
    expect(result.current.pokerClubCode).toBe('999000');
  });
});
