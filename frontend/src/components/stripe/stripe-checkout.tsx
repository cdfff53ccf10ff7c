import { Box, CircularProgress } from '@mui/material';
import { Elements } from '@stripe/react-stripe-js';
import type { Appearance } from '@stripe/stripe-js';
import { PaymentFormUnavailable } from './payment-form-unavailable';
import { StripePaymentForm, type StripePaymentFormProps } from './stripe-payment-form';
import { useStripeJs } from './use-stripe-js';

const appearance: Appearance = {
  theme: 'night',
  variables: {
    colorPrimary: '#f5b841',
    colorBackground: '#0f1533',
    colorText: '#eef1ff',
    colorDanger: '#f43f5e',
    borderRadius: '12px',
  },
};

export interface StripeCheckoutProps extends Omit<StripePaymentFormProps, 'onLoadError'> {
  /** The PaymentIntent the server created. */
  clientSecret: string;
  publishableKey: string;
}

/**
 * Stripe's card form for a PaymentIntent: Stripe.js loaded from Stripe (a retry when it cannot
 * be), then the Payment Element. Loaded on demand (`lazy`), so pages without a payment do not
 * carry Stripe's code.
 */
export default function StripeCheckout({
  clientSecret,
  publishableKey,
  ...form
}: StripeCheckoutProps) {
  const { load, retry, fail } = useStripeJs(publishableKey);

  if (load.status === 'failed') return <PaymentFormUnavailable onRetry={retry} />;
  if (load.status === 'loading') {
    return (
      <Box sx={{ py: form.compact ? 2 : 6, display: 'grid', placeItems: 'center' }}>
        <CircularProgress color="secondary" aria-label="Loading the payment form" />
      </Box>
    );
  }
  return (
    <Elements stripe={load.stripe} options={{ clientSecret, appearance }}>
      <StripePaymentForm {...form} onLoadError={fail} />
    </Elements>
  );
}
