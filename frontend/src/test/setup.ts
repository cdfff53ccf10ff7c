import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// jsdom has no media playback: its play() only logs "Not implemented" and returns nothing,
// where a browser returns a promise. The hero video starts once the page has loaded and idled,
// which a slow test run reaches.
// Node-environment test files have no DOM at all.
if (typeof HTMLMediaElement !== 'undefined') {
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => undefined;
}
