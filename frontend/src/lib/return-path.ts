/** The query parameter of the sign-in screen that names where to go once signed in. */
export const RETURN_PARAM = 'next';

/** The paths that show the sign-in screen (SPEC §2). */
const SIGN_IN_PATHS = new Set(['/auth', '/login', '/admin/auth', '/admin/login', '/admin']);

const BASE = 'http://site.invalid';

/** The sign-in screen, coming back to `returnTo` (a path of this site) afterwards. */
export function signInPath(returnTo: string): string {
  return `/auth?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}`;
}

/**
 * Where to go after signing in: the `next` path when it stays on this site (never another
 * origin such as `//evil.example`, nor a sign-in screen again), else home.
 */
export function returnPathOf(params: URLSearchParams): string {
  const next = params.get(RETURN_PARAM);
  if (!next?.startsWith('/')) return '/';
  const url = new URL(next, BASE);
  if (url.origin !== BASE || SIGN_IN_PATHS.has(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
