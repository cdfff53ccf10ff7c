import { useCallback, useEffect, useState } from 'react';
import { SITE_NAME } from '@/config/site';

/**
 * The page title, prefixed with "(n)" for the customer messages that arrived while the tab
 * was hidden; the count resets when the tab is shown again.
 */
export function useHiddenTabCount(title: string): () => void {
  const [count, setCount] = useState(0);

  useEffect(() => {
    const base = `${title} | ${SITE_NAME}`;
    document.title = count > 0 ? `(${count}) ${base}` : base;
  }, [count, title]);

  useEffect(() => {
    const onVisibility = () => {
      if (!document.hidden) setCount(0);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  return useCallback(() => {
    if (document.hidden) setCount((current) => current + 1);
  }, []);
}
