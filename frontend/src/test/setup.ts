import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache } from '@emotion/react';
import { cleanup, configure, renderHook } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

afterEach(cleanup);

// The files of a worker share one document and Emotion's one cache (`isolate: false`): each
// file's styles stayed for the next ones (2,500 style tags by the end), and jsdom's computed
// styles, which every role and name query reads, grew dearer with each. A file ends by removing
// its styles and making Emotion forget it inserted them, so the next inserts what it uses.
afterAll(() => {
  if (typeof document === 'undefined') return;
  const { result, unmount } = renderHook(() => __unsafe_useEmotionCache());
  unmount();
  const cache = result.current;
  if (!cache) return;
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
});

// findBy… and waitFor give up after 1 s by default: on a 2-core machine kept busy by other work,
// a lazy part's first import and render take longer than that, and the test fails though the
// screen comes. They still resolve the moment it does.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no media playback: its play() only logs "Not implemented" and returns nothing,
// where a browser returns a promise. The hero video starts once the page has loaded and idled,
// which a slow test run reaches.
// Node-environment test files have no DOM at all.
if (typeof HTMLMediaElement !== 'undefined') {
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => undefined;
}
