import { Box, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import {
  formatPackagePrice,
  PAYMENT_REQUEST_STATUS,
  PAYMENT_REQUEST_TEXT,
  type PaymentRequestStatus,
  type PaymentRequestView,
} from '@club/contracts';
import { paymentRequestStatusLabel, paymentRequestTimeText } from './payment-request-status';

const STATUS_COLOR: Record<PaymentRequestStatus, ChipProps['color']> = {
  [PAYMENT_REQUEST_STATUS.open]: 'secondary',
  [PAYMENT_REQUEST_STATUS.paid]: 'success',
  [PAYMENT_REQUEST_STATUS.failed]: 'error',
  [PAYMENT_REQUEST_STATUS.cancelled]: 'default',
  [PAYMENT_REQUEST_STATUS.expired]: 'default',
};

interface PaymentRequestCardProps {
  request: PaymentRequestView;
  /** The reader's buttons (pay, cancel…), in the card's footer. */
  actions?: ReactNode;
  /** Shown below the footer: a card form, a note on the payment's progress. */
  children?: ReactNode;
  /** The card itself, which can take focus (not by Tab) once its buttons are gone. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A payment request as both sides of the chat see it: the package and its price, its status
 * (changes are announced politely), until when it can be paid or when it was closed, why the last
 * attempt failed, and the demo notice. Fits the 360 px chat panel.
 */
export function PaymentRequestCard({ request, actions, children, ref }: PaymentRequestCardProps) {
  const failure = request.status === PAYMENT_REQUEST_STATUS.failed && request.failureMessage;
  return (
    <Box
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role="group"
      aria-label={`Payment request: ${request.packageName}`}
      data-testid="payment-request-card"
      data-payment-request-id={request.id}
      data-status={request.status}
      sx={{
        width: '100%',
        maxWidth: 360,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        overflowWrap: 'anywhere',
      }}
    >
      <Typography
        variant="overline"
        component="p"
        sx={{ color: 'text.secondary', lineHeight: 1.5 }}
      >
        Payment request
      </Typography>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}
      >
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {request.packageName}
        </Typography>
        <Typography variant="h6" component="p" sx={{ color: 'primary.main', flexShrink: 0 }}>
          {formatPackagePrice(request.amount)}
        </Typography>
      </Stack>
      <Box aria-live="polite" sx={{ mt: 0.75 }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Chip
            size="small"
            label={paymentRequestStatusLabel(request)}
            color={STATUS_COLOR[request.status]}
            data-testid="payment-request-status"
          />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {paymentRequestTimeText(request)}
          </Typography>
        </Stack>
        {failure && (
          <Typography variant="body2" sx={{ mt: 0.75, color: 'error.main' }}>
            {failure}
          </Typography>
        )}
      </Box>
      {request.demo && (
        <Typography variant="caption" component="p" sx={{ mt: 0.75, color: 'text.secondary' }}>
          {PAYMENT_REQUEST_TEXT.demoNotice}
        </Typography>
      )}
      {actions && (
        <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
          {actions}
        </Stack>
      )}
      {children && <Box sx={{ mt: 1.5 }}>{children}</Box>}
    </Box>
  );
}
