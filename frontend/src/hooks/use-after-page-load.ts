import { useEffect, useState } from 'react';
import { afterPageLoad } from '@/lib/after-page-load';

/**
 * True once the page has finished loading and the browser is idle: lets what is
 * not needed at first (the hero video, the chat widget) wait until the content
 * the visitor came for is shown.
 */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPageLoad(() => setReady(true)), []);
  return ready;
}
