/** This tab's sessionStorage, never throwing (private modes and full quotas just keep nothing). */
export const sessionStore = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // Nothing to keep it in: the page still works, only a reload loses the draft.
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Nothing was kept.
    }
  },
};
