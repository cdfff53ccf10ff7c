import { useCallback, useEffect, useState } from 'react';
import { localStore } from '@/lib/local-store';
import { clearUnread, countUnread, parseUnreadMap, unreadBadgeCount } from './admin-unread';

export const ADMIN_UNREAD_KEY = 'adminUnreadCounts';

/** The admin's unread badges, counted per message id and kept in localStorage. */
export function useAdminUnread() {
  const [map, setMap] = useState(() => parseUnreadMap(localStore.get(ADMIN_UNREAD_KEY)));

  useEffect(() => {
    localStore.set(ADMIN_UNREAD_KEY, JSON.stringify(map));
  }, [map]);

  const count = useCallback((key: string, messageId: number) => {
    setMap((current) => countUnread(current, key, messageId));
  }, []);
  const clear = useCallback((key: string) => {
    setMap((current) => clearUnread(current, key));
  }, []);
  const badge = useCallback(
    (key: string, serverCount: number) => unreadBadgeCount(map, key, serverCount),
    [map],
  );

  return { count, clear, badge };
}
