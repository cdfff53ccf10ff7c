import { CircularProgress, Stack, Typography } from '@mui/material';
import { formatPackagePrice, type PaymentRequestStatus } from '@club/contracts';
import { paymentRequestStatusLabel } from '@/components/chat/payment-request-status';
import type { ConversationRef } from '../admin-inbox-types';
import { useGetPaymentRequestsQuery } from '../payment-requests-api';

const STATUS_COLOR: Record<PaymentRequestStatus, string> = {
  open: 'info.main',
  failed: 'error.main',
  paid: 'success.main',
  cancelled: 'text.secondary',
  expired: 'text.secondary',
};

/** The panel keeps to the newest few; the thread has them all. */
const SHOWN = 5;

/** The conversation's payment requests in the customer panel, newest first, kept live. */
export function CustomerPaymentRequests({ conversation }: { conversation: ConversationRef }) {
  const { data: requests, isLoading, isError } = useGetPaymentRequestsQuery(conversation);
  if (isLoading) return <CircularProgress size={16} aria-label="Loading payment requests" />;
  if (isError || !requests)
    return (
      <Typography variant="body2" sx={{ color: 'error.main' }}>
        Failed to load the payment requests
      </Typography>
    );
  if (requests.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        None sent
      </Typography>
    );
  const older = requests.length - SHOWN;
  return (
    <>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {requests.slice(0, SHOWN).map((request) => (
          <Stack
            component="li"
            key={request.id}
            direction="row"
            spacing={1}
            data-testid="customer-payment-request"
            data-status={request.status}
          >
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
              {request.packageName}
            </Typography>
            <Typography variant="body2">{formatPackagePrice(request.amount)}</Typography>
            <Typography
              variant="body2"
              sx={{ color: STATUS_COLOR[request.status], fontWeight: 500 }}
            >
              {paymentRequestStatusLabel(request)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {older > 0 && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {older} older in the thread
        </Typography>
      )}
    </>
  );
}
