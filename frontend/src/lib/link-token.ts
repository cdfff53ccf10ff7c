/**
 * The token of a link mailed to a member (a password reset, an address to confirm): it travels
 * in the fragment (`#token=…`), never to a server.
 */
export function linkTokenOf(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() || undefined;
}
