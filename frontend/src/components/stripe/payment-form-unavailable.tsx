import { Alert, AlertTitle, Button } from '@mui/material';

/** Stripe's card form could not be loaded: says so, with a retry. */
export function PaymentFormUnavailable({ onRetry }: { onRetry: () => void }) {
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
