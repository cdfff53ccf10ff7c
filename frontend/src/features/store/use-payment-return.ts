import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { useToast } from '@/components/toast/use-toast';
import { refreshSession } from '@/features/auth/session-slice';
import { useGetStorePackagesQuery } from './store-api';

export interface PaymentReturn {
  paymentIntentId: string;
  packageId: string | null;
  status: string;
}

function readReturn(params: URLSearchParams): PaymentReturn | null {
  const paymentIntentId = params.get('payment_intent');
  const status = params.get('redirect_status');
  if (!paymentIntentId || !status) return null;
  return { paymentIntentId, status, packageId: params.get('package') };
}

/**
 * Stripe sends the browser back to the dashboard with ?payment_intent=…&redirect_status=….
 * On success the current user is fetched again and 'Payment Successful' shown; the query is
 * then removed from the address so a reload does not repeat it.
 */
export function usePaymentReturn(): PaymentReturn | null {
  const [params, setParams] = useSearchParams();
  const [returned] = useState(() => readReturn(params));
  const { data: catalogue, isLoading } = useGetStorePackagesQuery(undefined, { skip: !returned });
  const dispatch = useAppDispatch();
  const toast = useToast();
  const handled = useRef(false);

  useEffect(() => {
    if (!returned || handled.current || isLoading) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (returned.status === 'succeeded') {
      void dispatch(refreshSession());
      const name =
        catalogue?.packages.find((pkg) => pkg.id === returned.packageId)?.name ?? 'your package';
      toast({ title: 'Payment Successful', description: `Successfully purchased ${name}!` });
    } else if (returned.status === 'failed' || returned.status === 'requires_payment_method') {
      toast({
        title: 'Payment Failed',
        description: 'The payment was not completed. Nothing was charged; please try again.',
        variant: 'destructive',
      });
    }
  }, [returned, isLoading, catalogue, dispatch, toast, setParams]);

  return returned;
}
