import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@/api/error-message';
import { useToast } from '@/components/toast/use-toast';

/**
 * Awaits a sign-in or registration: on success the user lands on the home page; on failure a
 * destructive toast titled `failureTitle` carries the server's answer (SPEC §8).
 */
export function useSessionSubmit(failureTitle: string) {
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(
    async (request: Promise<unknown>) => {
      try {
        await request;
        navigate('/', { replace: true });
      } catch (error) {
        toast({ title: failureTitle, description: getErrorMessage(error), variant: 'destructive' });
      }
    },
    [failureTitle, navigate, toast],
  );
}
