import { useCallback, useMemo } from 'react';
import { useGetAdminConversationsInfiniteQuery } from './admin-inbox-api';
import type { ListFilter } from './admin-inbox-types';
import { mergeConversationLists } from './merge-conversation-lists';

/** SPEC §7, §9: both admin lists are polled every 5 s (the socket pushes changes between). */
const POLL_MS = 5_000;

/** Members' and visitors' conversations as one list, newest activity first, page by page. */
export function useAdminConversations(filter: ListFilter) {
  const members = useGetAdminConversationsInfiniteQuery(
    { list: 'user', ...filter },
    { pollingInterval: POLL_MS },
  );
  const visitors = useGetAdminConversationsInfiniteQuery(
    { list: 'anonymous', ...filter },
    { pollingInterval: POLL_MS },
  );

  const merged = useMemo(
    () =>
      mergeConversationLists([
        {
          items: members.data?.pages.flatMap((page) => page.items) ?? [],
          hasMore: members.hasNextPage,
        },
        {
          items: visitors.data?.pages.flatMap((page) => page.items) ?? [],
          hasMore: visitors.hasNextPage,
        },
      ]),
    [members.data, members.hasNextPage, visitors.data, visitors.hasNextPage],
  );

  const { fetchNextPage: nextMembers, isFetchingNextPage: fetchingMembers } = members;
  const { fetchNextPage: nextVisitors, isFetchingNextPage: fetchingVisitors } = visitors;
  const loadMore = useCallback(() => {
    if (merged.loadMore.includes(0) && !fetchingMembers) void nextMembers();
    if (merged.loadMore.includes(1) && !fetchingVisitors) void nextVisitors();
  }, [fetchingMembers, fetchingVisitors, merged.loadMore, nextMembers, nextVisitors]);

  return {
    conversations: merged.items,
    canLoadMore: merged.loadMore.length > 0,
    loadMore,
    isLoading: members.isLoading || visitors.isLoading,
    isLoadingMore: fetchingMembers || fetchingVisitors,
    isError: (members.isError && !members.data) || (visitors.isError && !visitors.data),
  };
}
