import type { SavedReplyView } from '@club/contracts';

/**
 * The search the composer's `/` opens: the draft is `/` then the search, with no space or line
 * break yet (a space means the admin is writing a message that starts with a slash).
 */
export function slashQueryOf(draft: string): string | null {
  const match = /^\/(\S*)$/.exec(draft);
  return match ? match[1] : null;
}

/** Replies whose shortcut starts with the search come first, then those whose title or text holds it. */
export function matchingReplies(
  replies: readonly SavedReplyView[],
  query: string,
): SavedReplyView[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [...replies];
  const byShortcut = replies.filter((reply) => reply.shortcut.toLowerCase().startsWith(wanted));
  const byText = replies.filter(
    (reply) =>
      !byShortcut.includes(reply) &&
      (reply.shortcut.toLowerCase().includes(wanted) ||
        reply.title.toLowerCase().includes(wanted) ||
        reply.content.toLowerCase().includes(wanted)),
  );
  return [...byShortcut, ...byText];
}
