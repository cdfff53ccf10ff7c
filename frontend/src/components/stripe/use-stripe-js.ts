import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';

export type StripeLoad =
  { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' };

/**
 * Stripe.js for `publishableKey`, loaded from Stripe's servers: `failed` when they cannot be
 * reached (or the card form later fails to load), until `retry`.
 */
export function useStripeJs(publishableKey: string) {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<StripeLoad>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    loadStripe(publishableKey).then(
      (stripe) => {
        if (current) setLoad(stripe ? { status: 'ready', stripe } : { status: 'failed' });
      },
      () => {
        if (current) setLoad({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);

  const retry = () => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { load, retry, fail: () => setLoad({ status: 'failed' }) };
}
