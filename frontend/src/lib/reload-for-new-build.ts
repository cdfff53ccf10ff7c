import { sessionStore } from './session-store';

const RELOADED_AT_KEY = 'club:reloaded-for-new-build';
/** A reload within this time of the last one means the fresh page failed as well: no loop. */
export const RELOAD_GUARD_MS = 60_000;

/**
 * After a deploy an open tab asks for chunk names that no longer exist; loading the page again
 * gets the new build. Reloads unless mayReloadForNewBuild says no, and tells whether it does.
 */
export function reloadForNewBuild(
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  if (!mayReloadForNewBuild(now)) return false;
  sessionStore.set(RELOADED_AT_KEY, String(now));
  reload();
  return true;
}

/**
 * No when this tab reloaded for a new build within RELOAD_GUARD_MS (the fresh page failed as
 * well), or when it has no sessionStorage to remember a reload in (the next page could not tell).
 */
export function mayReloadForNewBuild(now: number = Date.now()): boolean {
  const last = sessionStore.get(RELOADED_AT_KEY);
  if (last !== null) return now - Number(last) >= RELOAD_GUARD_MS;
  sessionStore.set(RELOADED_AT_KEY, '0');
  return sessionStore.get(RELOADED_AT_KEY) === '0';
}
