// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CODE_ELEMENT_ID } from './app-code-element';
import { preloadAppCodeAfterLoad } from './preload-app-code';

const FILES = ['/assets/main-abc.js', '/assets/react-def.js'];

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

/** The page as the build writes it, still loading. */
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  vi.stubGlobal('requestIdleCallback', undefined);
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = APP_CODE_ELEMENT_ID;
  list.textContent = JSON.stringify(FILES);
  document.head.append(list);
});

afterEach(() => {
  document.head.replaceChildren();
  vi.useRealTimers();
});

const pageLoads = () => {
  window.dispatchEvent(new Event('load'));
  vi.runAllTimers();
};

describe('preloadAppCodeAfterLoad', () => {
  it('fetches the listed files as module preloads once the page has loaded and the browser is idle', () => {
    preloadAppCodeAfterLoad();
    vi.runAllTimers();
    expect(preloads()).toEqual([]);

    pageLoads();
    expect(preloads()).toEqual(FILES);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.crossOrigin).toBe('');
  });

  it('fetches nothing once cancelled (the app started first)', () => {
    const cancel = preloadAppCodeAfterLoad();
    cancel();
    pageLoads();
    expect(preloads()).toEqual([]);
  });

  it('fetches nothing for a visitor saving data', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    preloadAppCodeAfterLoad();
    pageLoads();
    expect(preloads()).toEqual([]);
  });
});
