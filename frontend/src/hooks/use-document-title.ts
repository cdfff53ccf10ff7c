import { useEffect } from 'react';
import { SITE_NAME } from '@/config/site';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}
