import { useEffect } from 'react';
import { SITE_NAME } from '@/config/site';
import { useCollectPageMeta } from './page-meta-collector';

export interface PageMeta {
  title: string;
  description: string;
}

export const documentTitle = (title: string) => `${title} | ${SITE_NAME}`;

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const tag = document.createElement('meta');
  tag.name = 'description';
  document.head.append(tag);
  return tag;
}

/**
 * Gives the route its own document title and meta description; the site-wide
 * description comes back when the page goes, for pages that set none.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useCollectPageMeta({ title: documentTitle(title), description });
  useEffect(() => {
    const tag = descriptionTag();
    const previous = tag.content;
    document.title = documentTitle(title);
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [title, description]);
}
