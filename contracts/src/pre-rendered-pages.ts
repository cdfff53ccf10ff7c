import type { ProductView } from './merchandise.js';
import type { SiteSettingsView } from './site-settings.js';
import type { StoreCatalogueView } from './store.js';

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

/** The script element that carries the data a page was rendered with, as JSON. */
export const PAGE_DATA_ELEMENT_ID = 'club-page-data';

/** What a page is rendered with, and what the browser's app starts with on it. */
export interface PageData {
  /** The club's settings as they are now: its links, club code and contact details. */
  settings?: SiteSettingsView;
  /** The merchandise catalogue, for the shop's pages. */
  catalogue?: ProductView[];
  /** The store's packages, for the store. */
  store?: StoreCatalogueView;
}

/**
 * The public pages: checked when the site is built, rendered by the server with the club's
 * settings. A page that renders differently by its query is listed with each query it is linked
 * with.
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

/** The store, rendered by the server with its packages as this deployment sells them. */
export const STORE_PAGE_PATH = '/subscription';
