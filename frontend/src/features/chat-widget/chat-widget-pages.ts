/** The admin sign-in page's addresses under /admin: a visitor may need help there. */
const ADMIN_SIGN_IN = new Set(['/admin/login', '/admin/auth']);

/**
 * The admin console's pages have no floating support chat: their admins are the support (they
 * answer in the inbox), and a floating button would cover the console's own controls, the
 * inbox's composer first.
 */
export function isPageWithoutWidget(pathname: string): boolean {
  const path = pathname.replace(/\/$/, '');
  return path.startsWith('/admin/') && !ADMIN_SIGN_IN.has(path);
}
