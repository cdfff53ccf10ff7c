import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loadSession, selectSession } from './session-slice';
import type { UserView } from '@club/contracts';

export interface CurrentUser {
  user: UserView | null;
  /** True until the first answer of GET /api/user arrives. */
  isLoading: boolean;
}

export function useCurrentUser(): CurrentUser {
  const dispatch = useAppDispatch();
  const { user, status } = useAppSelector(selectSession);

  useEffect(() => {
    if (status === 'idle') void dispatch(loadSession());
  }, [status, dispatch]);

  return { user, isLoading: status !== 'ready' };
}
