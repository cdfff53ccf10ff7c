import type { Presence } from '@club/contracts';

/** One admin's sockets on one instance, and how many of them are in a tab in use. */
export interface TabCounts {
  sockets: number;
  active: number;
}

/** Each admin's tabs on one instance, by admin id. */
export type PresenceCounts = Record<string, TabCounts>;

/** The sum over instances of one admin's tabs. */
export function totalOf(adminId: string, instances: Iterable<PresenceCounts>): TabCounts {
  const total = { sockets: 0, active: 0 };
  for (const counts of instances) {
    total.sockets += counts[adminId]?.sockets ?? 0;
    total.active += counts[adminId]?.active ?? 0;
  }
  return total;
}

/** Online while a tab is in use, away while every tab is hidden or idle, offline with none. */
export function presenceOf({ sockets, active }: TabCounts): Presence {
  if (active > 0) return 'online';
  return sockets > 0 ? 'away' : 'offline';
}
