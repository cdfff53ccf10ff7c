import { useEffect } from 'react';
import { documentTitle } from '@/hooks/use-page-meta';
import { useCollectPageMeta } from '@/hooks/page-meta-collector';

export function useDocumentTitle(title: string): void {
  useCollectPageMeta({ title: documentTitle(title) });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
