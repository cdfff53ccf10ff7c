import { Alert, AlertTitle, Box, Button, CircularProgress, Stack } from '@mui/material';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast/use-toast';
import type { StorePackageView } from '@club/contracts';
import { formatPackagePrice, paymentReturnUrl } from '../store-rules';

type StripeLoad =
  { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' };

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

/** Stripe.js comes from Stripe's servers; when they cannot be reached the page says so. */
function useStripeJs(publishableKey: string) {
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

function PaymentFormUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <AlertTitle>Payment form unavailable</AlertTitle>
      The secure card form could not be loaded from Stripe. Check your connection and try again in a
      moment; nothing has been charged.
    </Alert>
  );
}

function PaymentForm({ pkg, onLoadError }: { pkg: StorePackageView; onLoadError: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const toast = useToast();
  const [ready, setReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: paymentReturnUrl(window.location.origin, pkg.id) },
    });
    // Only a failure comes back here: on success Stripe sends the browser to the dashboard.
    toast({
      title: 'Payment Failed',
      description: error.message ?? 'The payment could not be completed.',
      variant: 'destructive',
    });
    setSubmitting(false);
  };

  return (
    <Box component="form" onSubmit={submit} aria-label="Card payment" noValidate>
      <Stack spacing={3}>
        <PaymentElement
          options={{ layout: 'tabs' }}
          onReady={() => setReady(true)}
          onLoadError={onLoadError}
        />
        {!ready && (
          <Box sx={{ display: 'grid', placeItems: 'center' }}>
            <CircularProgress size={28} color="secondary" aria-label="Loading the card form" />
          </Box>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!stripe || !ready || submitting}
        >
          {submitting ? 'Processing...' : `Pay ${formatPackagePrice(pkg.amount)}`}
        </Button>
      </Stack>
    </Box>
  );
}

interface StripePaymentProps {
  pkg: StorePackageView;
  clientSecret: string;
  publishableKey: string;
}

/** Stripe Elements' Payment Element (tabs layout) for the PaymentIntent the server created. */
export default function StripePayment({ pkg, clientSecret, publishableKey }: StripePaymentProps) {
  const { load, retry, fail } = useStripeJs(publishableKey);

  if (load.status === 'failed') return <PaymentFormUnavailable onRetry={retry} />;
  if (load.status === 'loading') {
    return (
      <Box sx={{ py: 6, display: 'grid', placeItems: 'center' }}>
        <CircularProgress color="secondary" aria-label="Loading the payment form" />
      </Box>
    );
  }
  return (
    <Elements stripe={load.stripe} options={{ clientSecret, appearance }}>
      <PaymentForm pkg={pkg} onLoadError={fail} />
    </Elements>
  );
}
