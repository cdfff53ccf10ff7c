import { useCallback, useRef, useState } from 'react';
import { sendErrorText } from '@/lib/chat/send-error-text';

/**
 * One send at a time (a double click or Enter twice sends once). A failure is reported with
 * the text to show, and the caller keeps what was written.
 */
export function useSendLock() {
  const lockRef = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (work: () => Promise<unknown>, onError: (text: string) => void): Promise<boolean> => {
      if (lockRef.current) return false;
      lockRef.current = true;
      setBusy(true);
      try {
        await work();
        return true;
      } catch (error) {
        onError(sendErrorText(error));
        return false;
      } finally {
        lockRef.current = false;
        setBusy(false);
      }
    },
    [],
  );

  return { busy, run };
}
