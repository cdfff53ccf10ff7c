import { useCallback, useRef, useState } from 'react';
import type { StorePackageId } from '@club/contracts';
import { errorText } from '@/api/error-text';
import type { ConversationRef } from '../admin-inbox-types';
import { useCreatePaymentRequestMutation } from '../payment-requests-api';

const SEND_REQUEST_FAILED = 'The payment request was not sent. Please try again.';

/**
 * Sends a payment request into the open conversation, one at a time (a double click sends
 * once), and keeps the reason of the last failure until the next attempt or its dismissal.
 */
export function useSendPaymentRequest({ list, id }: ConversationRef) {
  const [create] = useCreatePaymentRequestMutation();
  const lockRef = useRef(false);
  const [sending, setSending] = useState<StorePackageId | null>(null);
  const [error, setError] = useState<string>();

  const send = useCallback(
    async (packageId: StorePackageId) => {
      if (lockRef.current) return;
      lockRef.current = true;
      setSending(packageId);
      setError(undefined);
      try {
        await create({ list, id, packageId }).unwrap();
      } catch (refused) {
        setError(errorText(refused, SEND_REQUEST_FAILED));
      } finally {
        lockRef.current = false;
        setSending(null);
      }
    },
    [create, id, list],
  );

  const dismissError = useCallback(() => setError(undefined), []);

  return { send, sending, error, dismissError };
}
