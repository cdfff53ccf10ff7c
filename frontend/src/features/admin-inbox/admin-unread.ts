/** Per conversation: how many customer messages arrived unseen, and which (so each counts once). */
export interface UnreadEntry {
  count: number;
  ids: number[];
}

export type UnreadMap = Record<string, UnreadEntry>;

/** Enough remembered ids per conversation to recognise a repeat of a recent message. */
const REMEMBERED_IDS = 100;

/** Counts a customer message for a conversation once per message id. */
export function countUnread(map: UnreadMap, key: string, messageId: number): UnreadMap {
  const entry = map[key] ?? { count: 0, ids: [] };
  if (entry.ids.includes(messageId)) return map;
  return {
    ...map,
    [key]: { count: entry.count + 1, ids: [...entry.ids, messageId].slice(-REMEMBERED_IDS) },
  };
}

export function clearUnread(map: UnreadMap, key: string): UnreadMap {
  if (!map[key]) return map;
  const { [key]: _cleared, ...rest } = map;
  return rest;
}

/** The badge: this browser's count, or the server's when it knows of more (say, after a reload). */
export function unreadBadgeCount(map: UnreadMap, key: string, serverCount: number): number {
  return Math.max(map[key]?.count ?? 0, serverCount);
}

/** Reads a stored map, ignoring anything malformed. */
export function parseUnreadMap(raw: string | null): UnreadMap {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const map: UnreadMap = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      const entry = value as Partial<UnreadEntry>;
      if (typeof entry?.count === 'number' && Array.isArray(entry.ids)) {
        map[key] = { count: entry.count, ids: entry.ids.filter((id) => typeof id === 'number') };
      }
    }
    return map;
  } catch {
    return {};
  }
}
