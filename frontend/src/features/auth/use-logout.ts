import { useCallback } from 'react';
import { getErrorMessage } from '@/api/api-error';
import { useToast } from '@/components/toast/use-toast';
import { useLogoutMutation } from './auth-api';

export function useLogout() {
  const [logoutMutation, { isLoading }] = useLogoutMutation();
  const toast = useToast();

  const logout = useCallback(async () => {
    try {
      await logoutMutation().unwrap();
    } catch (error) {
      toast({
        title: 'Logout failed',
        description: getErrorMessage(error),
        variant: 'destructive',
      });
    }
  }, [logoutMutation, toast]);

  return { logout, isLoggingOut: isLoading };
}
