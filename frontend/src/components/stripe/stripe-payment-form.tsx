import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements, StripeError } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast/use-toast';

/** Asks Stripe to take the payment the form collected; only an error comes back to the form. */
export type ConfirmPayment = (
  stripe: Stripe,
  elements: StripeElements,
) => Promise<{ error?: StripeError }>;

export interface StripePaymentFormProps {
  /** The submit button's words: "Pay $50". */
  payLabel: string;
  confirm: ConfirmPayment;
  /** Stripe took the payment without leaving the page. */
  onConfirmed?: () => void;
  /** Tighter spacing, for narrow places such as the chat panel. */
  compact?: boolean;
  onLoadError: () => void;
}

/**
 * Stripe's Payment Element (tabs layout) and its Pay button, inside `<Elements>`. A refusal is
 * told in the 'Payment Failed' toast (SPEC §8) and above the Pay button, and the form stays for
 * another try.
 */
export function StripePaymentForm({
  payLabel,
  confirm,
  onConfirmed,
  compact = false,
  onLoadError,
}: StripePaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const toast = useToast();
  const [ready, setReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    setFailure(null);
    const { error } = await confirm(stripe, elements);
    if (!error) {
      onConfirmed?.();
      return;
    }
    const description = error.message ?? 'The payment could not be completed.';
    toast({ title: 'Payment Failed', description, variant: 'destructive' });
    setFailure(description);
    setSubmitting(false);
  };

  return (
    <Box component="form" onSubmit={submit} aria-label="Card payment" noValidate>
      <Stack spacing={compact ? 2 : 3}>
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
        {failure && <Alert severity="error">{failure}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size={compact ? 'medium' : 'large'}
          disabled={!stripe || !ready || submitting}
        >
          {submitting ? 'Processing...' : payLabel}
        </Button>
      </Stack>
    </Box>
  );
}
