import {
  PAGE_DATA_ELEMENT_ID,
  PAGE_ORIGIN_PLACEHOLDER,
  PAGE_SEARCH_ATTRIBUTE,
  PAGE_SESSION_ATTRIBUTE,
  type PageSession,
} from '@club/contracts';
import { SITE_NAME } from '@/config/site';
import type { PageRequest, RenderedPage } from './render-page';

/** The picture a shared link shows: the hero's poster. */
const SHARE_IMAGE = '/media/hero/hero-poster-1280.webp';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot end its <script> element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function sharingTags(page: RenderedPage, pathname: string, title: string): string {
  const url = `${PAGE_ORIGIN_PLACEHOLDER}${pathname}`;
  const image = `${PAGE_ORIGIN_PLACEHOLDER}${SHARE_IMAGE}`;
  const description = page.description ?? '';
  const properties: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', SITE_NAME],
    ['og:title', title],
    ['og:url', url],
    ['og:image', image],
    ['og:image:alt', `${SITE_NAME}: the galaxy of play-money games`],
  ];
  const names: [string, string][] = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:image', image],
  ];
  if (description) {
    properties.push(['og:description', description]);
    names.push(['twitter:description', description]);
  }
  return [
    // The 404 page answers for any unknown address: it has no address of its own to name.
    page.notFound ? '' : `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...properties.map(([key, value]) => `<meta property="${key}" content="${escapeHtml(value)}">`),
    ...names.map(([key, value]) => `<meta name="${key}" content="${escapeHtml(value)}">`),
  ].join('');
}

/**
 * The built index.html with a rendered page in it: its markup in #root, its styles, title,
 * description, canonical URL and sharing tags in the head, what it was rendered for on #root,
 * and the data the page was rendered with.
 */
export function pageDocument(template: string, page: RenderedPage, request: PageRequest): string {
  const title = page.title ?? SITE_NAME;
  const session: PageSession = request.signedOut ? 'signed-out' : 'session';
  const { pathname, search } = new URL(request.path, 'http://localhost');
  const searchAttribute = search ? ` ${PAGE_SEARCH_ATTRIBUTE}="${escapeHtml(search)}"` : '';
  const data = request.data
    ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(request.data)}</script>`
    : '';
  const parts: [RegExp | string, string][] = [
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`],
    ['</head>', `${sharingTags(page, pathname, title)}${page.head}</head>`],
    [
      '<div id="root"></div>',
      `<div id="root" ${PAGE_SESSION_ATTRIBUTE}="${session}"${searchAttribute}>${page.html}</div>${data}`,
    ],
  ];
  if (page.description)
    parts.push([
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}">`,
    ]);
  return parts.reduce((html, [pattern, replacement]) => {
    const next = html.replace(pattern, () => replacement);
    if (next === html) throw new Error(`index.html has no ${String(pattern)}`);
    return next;
  }, template);
}
