import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

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
