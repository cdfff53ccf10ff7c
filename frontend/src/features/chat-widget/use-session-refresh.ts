import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { refreshSession } from '@/features/auth/session-slice';

/** Asks the server again who is signed in: another tab of this browser may have signed in. */
export function useSessionRefresh(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => void dispatch(refreshSession()), [dispatch]);
}
