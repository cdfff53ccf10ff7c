import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { PaymentRequestCheckoutView } from '@club/contracts';

const StripeCheckout = lazy(() => import('@/components/stripe/stripe-checkout'));

interface InChatCheckoutProps {
  checkout: PaymentRequestCheckoutView;
  /** "Pay $50". */
  payLabel: string;
  /** Stripe took the payment: the server's webhook decides whether it is paid. */
  onConfirmed: () => void;
}

/**
 * Stripe's card form inside a payment request's card. A card payment stays on the page
 * (`redirect: 'if_required'`); only a payment method that needs its bank's page leaves it, and
 * comes back here. It takes the focus from the Pay button it replaces.
 */
export function InChatCheckout({ checkout, payLabel, onConfirmed }: InChatCheckoutProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => regionRef.current?.focus(), []);

  return (
    <Box ref={regionRef} tabIndex={-1} sx={{ outline: 'none' }}>
      <Suspense
        fallback={
          <Box sx={{ py: 2, display: 'grid', placeItems: 'center' }}>
            <CircularProgress color="secondary" aria-label="Loading the payment form" />
          </Box>
        }
      >
        <StripeCheckout
          compact
          clientSecret={checkout.clientSecret}
          publishableKey={checkout.publishableKey}
          payLabel={payLabel}
          confirm={(stripe, elements) =>
            stripe.confirmPayment({
              elements,
              confirmParams: { return_url: window.location.href },
              redirect: 'if_required',
            })
          }
          onConfirmed={onConfirmed}
        />
      </Suspense>
    </Box>
  );
}
