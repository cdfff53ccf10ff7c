import { useCallback, useState } from 'react';
import { errorText } from '@/api/error-text';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { forgetOutboxesOf } from '@/chat-core/outbox-store';
import { useToast } from '@/components/toast/use-toast';
import { loadChunk } from '@/lib/load-chunk';
import { selectSession } from './session-slice';

export function useLogout() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSession).user;
  const toast = useToast();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setIsLoggingOut(true);
    try {
      // The header offers Logout on every page; its code (and RTK Query's) loads when used.
      const { authApi } = await loadChunk(() => import('./auth-api'));
      const request = dispatch(authApi.endpoints.logout.initiate());
      try {
        await request.unwrap();
        if (signedIn) forgetOutboxesOf(signedIn.id);
      } finally {
        request.reset();
      }
    } catch (error) {
      toast({
        title: 'Logout failed',
        description: errorText(error),
        variant: 'destructive',
      });
    } finally {
      setIsLoggingOut(false);
    }
  }, [dispatch, signedIn, toast]);

  return { logout, isLoggingOut };
}
