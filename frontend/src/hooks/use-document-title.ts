import { useEffect } from 'react';
import { documentTitle } from '@/features/site/use-page-meta';
import { useCollectPageMeta } from '@/features/site/page-meta-collector';

export function useDocumentTitle(title: string): void {
  useCollectPageMeta({ title: documentTitle(title) });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
