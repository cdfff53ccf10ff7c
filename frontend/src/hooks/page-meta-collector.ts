import { createContext, useContext } from 'react';

/** What a page says of itself while the pre-renderer renders it: its head is written from it. */
export interface CollectedPageMeta {
  title?: string;
  description?: string;
}

/** Given only by the pre-renderer; in the browser pages set the document's head in effects. */
export const PageMetaCollector = createContext<CollectedPageMeta | null>(null);

/** Records the page's title and description for the pre-renderer, during render; a no-op in the browser. */
export function useCollectPageMeta(meta: CollectedPageMeta): void {
  const collected = useContext(PageMetaCollector);
  if (collected) Object.assign(collected, meta);
}
