import { api } from '@/api/api';
import {
  MESSAGE_SEARCH_MIN_LENGTH,
  type MemberMessageHitView,
  type VisitorMessageHitView,
} from '@club/contracts';

export type MessageHit = MemberMessageHitView | VisitorMessageHitView;

/** Whether the inbox's search text is long enough to search inside messages. */
export function searchesMessages(search: string): boolean {
  return search.trim().length >= MESSAGE_SEARCH_MIN_LENGTH;
}

/** Both lists' hits as one, newest matching message first. */
function newestFirst(hits: MessageHit[]): MessageHit[] {
  return hits.toSorted((a, b) => Date.parse(b.messageCreatedAt) - Date.parse(a.messageCreatedAt));
}

/** Search inside messages (admins only): both lists, refetched with them. */
export const messageSearchApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminConversations'] })
  .injectEndpoints({
    endpoints: (build) => ({
      searchMessages: build.query<MessageHit[], string>({
        async queryFn(search, _api, _extraOptions, baseQuery) {
          const params = { q: search.trim() };
          const [members, visitors] = await Promise.all([
            baseQuery({ url: '/admin/message-search/members', params }),
            baseQuery({ url: '/admin/message-search/visitors', params }),
          ]);
          const error = members.error ?? visitors.error;
          if (error) return { error };
          return {
            data: newestFirst([
              ...(members.data as MemberMessageHitView[]),
              ...(visitors.data as VisitorMessageHitView[]),
            ]),
          };
        },
        providesTags: ['AdminConversations'],
      }),
    }),
  });

export const { useSearchMessagesQuery } = messageSearchApi;
