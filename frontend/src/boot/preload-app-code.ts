import { afterPageLoad } from '@/lib/after-page-load';
import { APP_CODE_ELEMENT_ID } from './app-code-element';

/** Whether the visitor asked their browser to save data (Chromium's `navigator.connection`). */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Fetches the app's code without running it: once the page has loaded and the browser is idle,
 * as module preloads of the files the build listed. The visitor's first touch then waits for the
 * code to run, not for it to arrive over a slow link. Nothing for a visitor saving data.
 */
export function preloadAppCodeAfterLoad(): () => void {
  return afterPageLoad(() => {
    if (savingData()) return;
    const list = document.getElementById(APP_CODE_ELEMENT_ID)?.textContent;
    const files = list ? (JSON.parse(list) as string[]) : [];
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.append(link);
    }
  });
}
