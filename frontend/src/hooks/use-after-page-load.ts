import { useEffect, useState } from 'react';

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

/**
 * True once the page has finished loading and the browser is idle: lets what is
 * not needed at first (the hero video, the chat widget) wait until the content
 * the visitor came for is shown.
 */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelIdle = () => {};
    const onLoad = () => {
      cancelIdle = whenIdle(() => setReady(true));
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancelIdle();
    };
  }, []);

  return ready;
}
