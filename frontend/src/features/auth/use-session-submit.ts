import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorText } from '@/api/error-text';
import { useToast } from '@/components/toast/use-toast';
import { returnPathOf } from '@/lib/return-path';

interface SessionSubmitOptions {
  /** Puts the server's messages on their fields. */
  onFailure?: (error: unknown) => void;
  /** Called instead of leaving for the return path: the form is embedded (the chat widget's). */
  onSignedIn?: () => void;
}

/**
 * Awaits a sign-in or registration: once `signedIn` says the answer signed the user in (a
 * password may only lead to a second step) the user goes where the sign-in screen was asked
 * to return to (home by default), or `onSignedIn` runs; on failure a destructive toast titled
 * `failureTitle` says why (SPEC §8), and `onFailure` may put the server's messages on their fields.
 */
export function useSessionSubmit(
  failureTitle: string,
  { onFailure, onSignedIn }: SessionSubmitOptions = {},
) {
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnPath = returnPathOf(searchParams);
  return useCallback(
    async <T>(request: Promise<T>, signedIn: (answer: T) => boolean = () => true) => {
      try {
        if (!signedIn(await request)) return;
        if (onSignedIn) onSignedIn();
        else navigate(returnPath, { replace: true });
      } catch (error) {
        toast({ title: failureTitle, description: errorText(error), variant: 'destructive' });
        onFailure?.(error);
      }
    },
    [failureTitle, navigate, onFailure, onSignedIn, returnPath, toast],
  );
}
