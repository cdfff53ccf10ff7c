import { useGetAdminPaymentQuery } from '../admin-payments-api';

/** While a refund waits for Stripe's webhook, its payment is asked for again this often. */
const POLL_MS = 3_000;

/** Follows one pending refund; its answers update the payment's row (see getAdminPayment). */
export function RefundWatch({ id }: { id: string }) {
  useGetAdminPaymentQuery(id, { pollingInterval: POLL_MS, refetchOnMountOrArgChange: true });
  return null;
}
