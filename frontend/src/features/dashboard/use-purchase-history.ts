import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { refreshSession } from '@/features/auth/session-slice';
import { useGetPaymentsQuery } from './dashboard-api';

const POLL_MS = 2_000;
const GIVE_UP_MS = 30_000;

/**
 * The member's purchases. After a payment, Stripe's webhook may reach the server a moment
 * after the browser: until that payment is listed the history is fetched again every 2 s
 * (for at most 30 s), and once it is, the current user is fetched again for the new status.
 */
export function usePurchaseHistory(confirmingPaymentIntent: string | undefined) {
  const query = useGetPaymentsQuery();
  const { data, refetch } = query;
  const dispatch = useAppDispatch();
  const [gaveUp, setGaveUp] = useState(false);
  const found = Boolean(
    confirmingPaymentIntent &&
    data?.some((payment) => payment.stripePaymentIntentId === confirmingPaymentIntent),
  );
  const confirming = Boolean(confirmingPaymentIntent) && !found && !gaveUp;

  useEffect(() => {
    if (!confirming) return;
    const poll = setInterval(() => void refetch(), POLL_MS);
    const stop = setTimeout(() => setGaveUp(true), GIVE_UP_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(stop);
    };
  }, [confirming, refetch]);

  useEffect(() => {
    if (found) void dispatch(refreshSession());
  }, [found, dispatch]);

  return { ...query, confirming };
}
