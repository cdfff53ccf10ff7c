/** The launcher's badge text: nothing for 0, the count up to 9, then '9+' (SPEC §2, §9). */
export function unreadBadgeLabel(count: number): string | undefined {
  if (count <= 0) return undefined;
  return count > 9 ? '9+' : String(count);
}
