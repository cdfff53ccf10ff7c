import type { PaymentIntentStatusView } from '@club/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { useToast } from '@/components/toast/use-toast';
import { refreshSession } from '@/features/auth/session-slice';
import { storeApi, useGetPaymentStatusQuery } from './store-api';
import { paymentIntentIdOf } from './store-rules';

const POLL_MS = 2_000;
const GIVE_UP_MS = 30_000;

export interface PaymentReturn {
  paymentIntentId: string;
  /** The server's answer; undefined until it has one (or when it found no such payment). */
  status: PaymentIntentStatusView['status'] | undefined;
}

function isUnsettled(status: PaymentIntentStatusView): boolean {
  return status.status === 'pending' || status.status === 'processing';
}

/**
 * Stripe sends the browser back to the dashboard with ?payment_intent=…&redirect_status=….
 * The address proves nothing (anyone can type it), so the server is asked where that payment
 * stands: only a payment of the signed-in member that succeeded shows 'Payment Successful'
 * (and fetches the current user again), one that failed shows 'Payment Failed', and anything
 * else, including an id of someone else's payment, shows nothing. While Stripe is still taking
 * it, the server is asked again every 2 s for at most 30 s. The query is removed from the address
 * at once, so a reload does not repeat it.
 */
export function usePaymentReturn(): PaymentReturn | null {
  const [params, setParams] = useSearchParams();
  const [paymentIntentId] = useState(() => paymentIntentIdOf(params));
  const [gaveUp, setGaveUp] = useState(false);
  const arg = paymentIntentId ?? skipToken;
  const { data, error } = storeApi.endpoints.getPaymentStatus.useQueryState(arg);
  const settled = Boolean(error) || (data !== undefined && !isUnsettled(data));
  useGetPaymentStatusQuery(arg, { pollingInterval: settled || gaveUp ? 0 : POLL_MS });
  const dispatch = useAppDispatch();
  const toast = useToast();
  const announced = useRef(false);

  useEffect(() => {
    if (paymentIntentId) setParams({}, { replace: true });
  }, [paymentIntentId, setParams]);

  useEffect(() => {
    if (!paymentIntentId) return;
    const giveUp = setTimeout(() => setGaveUp(true), GIVE_UP_MS);
    return () => clearTimeout(giveUp);
  }, [paymentIntentId]);

  useEffect(() => {
    if (!data || announced.current) return;
    if (data.status === 'succeeded') {
      announced.current = true;
      void dispatch(refreshSession());
      toast({
        title: 'Payment Successful',
        description: `Successfully purchased ${data.packageName ?? 'your package'}!`,
      });
    } else if (data.status === 'failed') {
      announced.current = true;
      toast({
        title: 'Payment Failed',
        description: 'The payment was not completed. Nothing was charged; please try again.',
        variant: 'destructive',
      });
    }
  }, [data, dispatch, toast]);

  return paymentIntentId ? { paymentIntentId, status: error ? undefined : data?.status } : null;
}
