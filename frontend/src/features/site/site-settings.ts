import { DEFAULT_SITE_SETTINGS, type SiteSettingsView } from '@club/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The club's settings (contact details, community links, club code, support hours), read once per
 * page load from `GET /api/site-config`. Until they arrive, and while the pre-rendered landing
 * page hydrates, the defaults show; a failed read keeps them.
 */
let settings: SiteSettingsView = DEFAULT_SITE_SETTINGS;
let requested = false;
const listeners = new Set<() => void>();

function show(next: SiteSettingsView): void {
  settings = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!requested) {
    requested = true;
    fetch('/api/site-config')
      .then((answer) => (answer.ok ? (answer.json() as Promise<SiteSettingsView>) : undefined))
      .then((loaded) => loaded && show(loaded))
      .catch(() => undefined);
  }
  return () => listeners.delete(listener);
}

export function useSiteSettings(): SiteSettingsView {
  return useSyncExternalStore(
    subscribe,
    () => settings,
    () => DEFAULT_SITE_SETTINGS,
  );
}

/** After an admin saves: this tab's pages show the saved settings without a reload. */
export function showSavedSiteSettings(saved: SiteSettingsView): void {
  show(saved);
}
