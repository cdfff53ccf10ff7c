// @vitest-environment jsdom
import { PAGE_LOAD_FAILED_TEXT } from '@club/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '@/lib/load-chunk';
import { onAppLoadFailed } from './load-failure';

const chunkFailed = () =>
  new ChunkLoadError(
    new TypeError('Failed to fetch dynamically imported module: /assets/main-x.js'),
  );

describe("when the app's own code does not load", () => {
  let root: HTMLElement;

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
  });

  afterEach(() => {
    document.body.replaceChildren();
    sessionStorage.clear();
  });

  it('loads the page again once, for the build a deploy put in place of this one', () => {
    const reload = vi.fn();

    onAppLoadFailed(root, chunkFailed(), reload);

    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so with a Retry button, focused for the keyboard, when the reloaded page failed too', async () => {
    const reload = vi.fn();
    onAppLoadFailed(root, chunkFailed(), reload);

    onAppLoadFailed(root, chunkFailed(), reload);

    const screenInRoot = screen.getByRole('alert');
    expect(root).toContainElement(screenInRoot);
    expect(
      screen.getByRole('heading', { level: 1, name: PAGE_LOAD_FAILED_TEXT.heading }),
    ).toBeInTheDocument();
    expect(screenInRoot).toHaveTextContent(PAGE_LOAD_FAILED_TEXT.body);
    const retry = screen.getByRole('button', { name: PAGE_LOAD_FAILED_TEXT.retry });
    expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('says so at once, without a reload, when the app failed for another reason', () => {
    const reload = vi.fn();

    onAppLoadFailed(root, new Error('startApp failed'), reload);

    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(PAGE_LOAD_FAILED_TEXT.heading);
  });

  it('keeps a pre-rendered page readable and says so below it', () => {
    root.innerHTML = '<h1>Frequently Asked Questions</h1>';
    onAppLoadFailed(root, new Error('startApp failed'), vi.fn());

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Frequently Asked Questions',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: PAGE_LOAD_FAILED_TEXT.heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PAGE_LOAD_FAILED_TEXT.retry })).not.toHaveFocus();
  });
});
