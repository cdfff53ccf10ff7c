import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useRealtimeEvents } from '@/realtime/use-realtime';
import { selectIsReconnecting } from '@/realtime/realtime-slice';
import type { ServerEvent } from '@club/contracts';
import { adminInboxApi, useGetChatStatsQuery } from './admin-inbox-api';

/** The server events that can change a count: a message, a status change, a deletion. */
const COUNTED_EVENTS: ReadonlySet<ServerEvent['type']> = new Set([
  'new_message',
  'conversation_updated',
  'conversation_deleted',
]);

/**
 * The stats counts, fetched again as soon as the socket says something changed (RTK Query
 * folds a burst of events into one request) and once after a reconnect, for what was missed.
 */
export function useLiveChatStats() {
  const dispatch = useAppDispatch();
  const { data } = useGetChatStatsQuery();
  const refresh = useCallback(
    () => dispatch(adminInboxApi.util.invalidateTags(['ChatStats'])),
    [dispatch],
  );

  useRealtimeEvents((event) => {
    if (COUNTED_EVENTS.has(event.type)) refresh();
  });

  const reconnecting = useAppSelector(selectIsReconnecting);
  const wasReconnecting = useRef(reconnecting);
  useEffect(() => {
    if (wasReconnecting.current && !reconnecting) refresh();
    wasReconnecting.current = reconnecting;
  }, [refresh, reconnecting]);

  return data;
}
