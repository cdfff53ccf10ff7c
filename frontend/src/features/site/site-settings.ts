import { DEFAULT_SITE_SETTINGS, type SiteSettingsView } from '@club/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The club's settings (contact details, community links, club code, support hours), read once per
 * page load from `GET /api/site-config`. A page the server rendered starts with the settings it
 * was rendered with (and hydrates with them); any other page with the defaults until they arrive.
 * A failed read keeps what shows.
 */
let settings: SiteSettingsView = DEFAULT_SITE_SETTINGS;
let renderedWith: SiteSettingsView = DEFAULT_SITE_SETTINGS;
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
    () => renderedWith,
  );
}

/** After an admin saves: this tab's pages show the saved settings without a reload. */
export function showSavedSiteSettings(saved: SiteSettingsView): void {
  show(saved);
}

/** The settings a page is rendered with on the server, and hydrated with in the browser. */
export function startWithSiteSettings(initial: SiteSettingsView): void {
  settings = initial;
  renderedWith = initial;
}
