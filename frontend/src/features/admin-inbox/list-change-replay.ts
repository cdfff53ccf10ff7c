import type { ConversationPage } from './admin-inbox-types';

/** How long a socket change is kept: longer than any list request takes. */
const KEPT_MS = 30_000;

interface Change {
  at: number;
  apply: (pages: ConversationPage[]) => void;
}

/**
 * The socket changes each cached inbox list received, so that a list answer whose request began
 * before a change (a 5 s poll in flight as a conversation is assigned) does not put the old state
 * back: the changes received since the request began are laid again over its answer. Each change
 * must give the same result when applied twice (a snapshot, a removal).
 */
export class ListChangeReplay {
  private readonly changes = new Map<string, Change[]>();

  /** Remembers a change that was just applied to the list cached under `key`. */
  record(key: string, apply: (pages: ConversationPage[]) => void, now = performance.now()): void {
    const kept = (this.changes.get(key) ?? []).filter((change) => now - change.at < KEPT_MS);
    kept.push({ at: now, apply });
    this.changes.set(key, kept);
  }

  /** Lays the changes received since `since` over a list's freshly fetched pages. */
  replay(key: string, since: number, pages: ConversationPage[]): void {
    for (const change of this.changes.get(key) ?? []) {
      if (change.at >= since) change.apply(pages);
    }
  }

  /** The list's cache entry is gone: nothing of it is kept. */
  forget(key: string): void {
    this.changes.delete(key);
  }
}
