import type { AdminConversationView } from '@club/contracts';

export interface LoadedList {
  items: readonly AdminConversationView[];
  /** More pages exist on the server. */
  hasMore: boolean;
}

export interface MergedLists {
  /** Newest activity first, cut where a list with more pages could still hide older items. */
  items: AdminConversationView[];
  /** Which lists to load further to extend `items` (indexes into the input). */
  loadMore: number[];
}

const newestFirst = (a: AdminConversationView, b: AdminConversationView) =>
  Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt) || (a.id < b.id ? 1 : -1);

/**
 * One list from the members' and the visitors' lists, each loaded page by page newest first.
 * An item is shown only when no list with unloaded pages could still have something newer
 * than it; loading continues with the list that sets that limit.
 */
export function mergeConversationLists(lists: readonly LoadedList[]): MergedLists {
  const all = lists.flatMap((list) => list.items).sort(newestFirst);
  const seen = new Set<string>();
  const unique = all.filter((item) => !seen.has(item.id) && seen.add(item.id));

  let cutoff = -Infinity;
  const limits = lists.map((list) => {
    if (!list.hasMore) return -Infinity;
    const oldest = Math.min(...list.items.map((item) => Date.parse(item.lastMessageAt)));
    return Number.isFinite(oldest) ? oldest : Infinity;
  });
  for (const limit of limits) cutoff = Math.max(cutoff, limit);

  return {
    items: unique.filter((item) => Date.parse(item.lastMessageAt) >= cutoff),
    loadMore: limits.flatMap((limit, index) =>
      limit === cutoff && cutoff > -Infinity ? [index] : [],
    ),
  };
}
