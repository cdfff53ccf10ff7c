/**
 * Pre-rendered pages are written before the site knows its own address: their canonical and
 * sharing URLs start with this, which the server replaces with PUBLIC_URL as it sends them.
 */
export const PAGE_ORIGIN_PLACEHOLDER = '__CLUB_ORIGIN__';

/**
 * The attribute of #root that tells the browser what the server rendered the page for:
 * `signed-out` when the request had no session cookie, `session` when it had one.
 */
export const PAGE_SESSION_ATTRIBUTE = 'data-session';

export type PageSession = 'signed-out' | 'session';

/** The attribute of #root that names the query a page was rendered for, when it was. */
export const PAGE_SEARCH_ATTRIBUTE = 'data-search';

/** The script element that carries the catalogue a shop page was rendered with, as JSON. */
export const PAGE_CATALOGUE_ELEMENT_ID = 'club-catalogue';

/**
 * The public pages rendered when the site is built: the same for every visitor. A page that
 * renders differently by its query is listed with each query it is linked with.
 */
export const PRE_RENDERED_PATHS = [
  '/',
  '/join',
  '/sportsbook',
  '/subscription',
  '/poker',
  '/sports-book',
  '/galactic-arcade',
  '/play',
  '/contact',
  '/faq',
  '/privacy',
  '/terms',
  '/cookies',
  '/auth',
  '/auth?tab=register',
] as const;

/** The shop's pages, rendered by the server with the catalogue as it is, again when it changes. */
export const CATALOGUE_PATH_PATTERN = /^\/(merchandise|product\/[^/]+)$/;
