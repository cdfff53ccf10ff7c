import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { PaymentRequestCheckoutView, StorePackageId } from '@club/contracts';
import { paymentReturnUrl } from '@/components/stripe/payment-return-url';
import { loadChunk } from '@/lib/load-chunk';

const StripeCheckout = lazy(() => loadChunk(() => import('@/components/stripe/stripe-checkout')));

interface InChatCheckoutProps {
  checkout: PaymentRequestCheckoutView;
  /** The requested package, which the page Stripe returns to names. */
  packageId: StorePackageId;
  /** "Pay $50". */
  payLabel: string;
  /** Stripe took the payment: the server's webhook decides whether it is paid. */
  onConfirmed: () => void;
}

/**
 * Stripe's card form inside a payment request's card. A card payment stays on the page
 * (`redirect: 'if_required'`); only a payment method that needs its bank's page leaves it, and
 * comes back to the dashboard, as from the store, which tells how the payment went. It takes the
 * focus from the Pay button it replaces.
 */
export function InChatCheckout({
  checkout,
  packageId,
  payLabel,
  onConfirmed,
}: InChatCheckoutProps) {
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
              confirmParams: { return_url: paymentReturnUrl(window.location.origin, packageId) },
              redirect: 'if_required',
            })
          }
          onConfirmed={onConfirmed}
        />
      </Suspense>
    </Box>
  );
}
