import type { FetchArgs, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ChatMessage } from '@/realtime/chat-message';

/** The most the messages endpoints answer at once. */
export const MESSAGE_PAGE_SIZE = 500;

/**
 * A conversation's messages after `after` (all of them when undefined), oldest first, asking
 * page after page until a short one, so long conversations arrive whole.
 */
export async function fetchMessagesAfter<E>(
  baseQuery: (
    args: string | FetchArgs,
  ) => QueryReturnValue<unknown, E, unknown> | PromiseLike<QueryReturnValue<unknown, E, unknown>>,
  path: string,
  after: number | undefined,
  extraParams: Record<string, string> = {},
): Promise<{ data: ChatMessage[] } | { error: E }> {
  const messages: ChatMessage[] = [];
  let cursor = after;
  for (;;) {
    const params: Record<string, string | number> = { ...extraParams, limit: MESSAGE_PAGE_SIZE };
    if (cursor !== undefined) params.after = cursor;
    const result = await baseQuery({ url: path, params });
    if (result.error) return { error: result.error };
    const page = result.data as ChatMessage[];
    messages.push(...page);
    if (page.length < MESSAGE_PAGE_SIZE) return { data: messages };
    cursor = page[page.length - 1].id;
  }
}
