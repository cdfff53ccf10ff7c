function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

/**
 * Calls `callback` once the page has finished loading and the browser is idle; returns a function
 * that cancels it.
 */
export function afterPageLoad(callback: () => void): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    cancelIdle = whenIdle(callback);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
