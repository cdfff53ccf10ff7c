// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayReloadForNewBuild, RELOAD_GUARD_MS, reloadForNewBuild } from './reload-for-new-build';

describe('reloadForNewBuild', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('reloads a tab that has not reloaded for a new build yet', () => {
    const reload = vi.fn();

    expect(reloadForNewBuild(reload, 1_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again while the last such reload is recent: the fresh page failed too', () => {
    const reload = vi.fn();
    reloadForNewBuild(reload, 1_000_000);

    expect(reloadForNewBuild(reload, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReloadForNewBuild(1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy', () => {
    const reload = vi.fn();
    reloadForNewBuild(reload, 1_000_000);

    expect(reloadForNewBuild(reload, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without a sessionStorage to remember it in (it could loop)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const reload = vi.fn();

    expect(mayReloadForNewBuild()).toBe(false);
    expect(reloadForNewBuild(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
