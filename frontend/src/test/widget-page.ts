import { beforeEach, vi } from 'vitest';

/**
 * Each test's page as a chat widget first meets it: nothing stored, and a message log that can
 * scroll to a message (jsdom lays nothing out, so scrolling only has to be possible).
 */
export function freshWidgetPagePerTest(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    Element.prototype.scrollIntoView = vi.fn();
  });
}
