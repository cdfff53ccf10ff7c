import type { RouteObject } from 'react-router-dom';
import { routes } from '@/app/router';
import { pageDocument } from './page-document';
import { renderPage, type PageRequest } from './render-page';

export type { PageRequest } from './render-page';

export interface PageDocument {
  html: string;
  /** The 404 page: the path is none of the site's. */
  notFound: boolean;
}

/** The whole HTML document of a page, from the built index.html. */
export async function renderDocument(
  template: string,
  request: PageRequest,
): Promise<PageDocument> {
  const page = await renderPage(request);
  return { html: pageDocument(template, page, request), notFound: page.notFound };
}

function patternsOf(children: RouteObject[], parent: string): string[] {
  return children.flatMap((route) => {
    const path = route.index ? parent : route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && route.path !== '*') ? [path || '/'] : [];
    return [...own, ...patternsOf(route.children ?? [], path)];
  });
}

/** Every page path of the app, `:name` standing for one segment; the catch-all left out. */
export function appRoutePatterns(): string[] {
  return [...new Set(patternsOf(routes, ''))];
}
