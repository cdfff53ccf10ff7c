import { EMAIL_VERIFICATION_PATH } from './email-verification.js';
import { PASSWORD_RESET_PATH } from './password-reset.js';
import { FOLLOW_UP_CONFIRM_PATH } from './support-availability.js';

/**
 * The site's public pages that are the same for everyone: anyone may visit them and search
 * engines may index them. The sitemap lists them, with each product page besides.
 */
export const PUBLIC_ROUTE_PATHS = [
  '/',
  '/join',
  '/merchandise',
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
] as const;

export type PublicRoutePath = (typeof PUBLIC_ROUTE_PATHS)[number];

/** The page of one product of the merchandise catalogue. */
export function productPagePath(productId: string): string {
  return `/product/${encodeURIComponent(productId)}`;
}

/**
 * Paths robots.txt asks crawlers to keep out of: the admin console, members' pages, the API and
 * the pages mails link to with a one-time token.
 */
export const ROBOTS_DISALLOWED_PATHS = [
  '/admin',
  '/dashboard',
  '/api',
  PASSWORD_RESET_PATH,
  EMAIL_VERIFICATION_PATH,
  FOLLOW_UP_CONFIRM_PATH,
] as const;

/** Where the server answers with the sitemap and with robots.txt. */
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
