import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import {
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { PaymentStatus, PaymentView } from '@club/contracts';
import { formatAmount, formatDate } from '../member-status';

interface PurchaseHistoryProps {
  history: { data?: PaymentView[]; isLoading: boolean; isError: boolean };
}

const STATUS_CHIP: Record<
  PaymentStatus,
  { label: string; color: 'success' | 'warning' | 'info' | 'default' }
> = {
  succeeded: { label: 'Paid', color: 'success' },
  rejected: { label: 'Not granted', color: 'warning' },
  refund_pending: { label: 'Refund pending', color: 'info' },
  refunded: { label: 'Refunded', color: 'default' },
  demo: { label: 'Demo: not granted', color: 'default' },
};

function Rows({ payments }: { payments: PaymentView[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-labelledby="purchases-title">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Package</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id} data-testid="purchase-row">
              <TableCell>{formatDate(payment.createdAt)}</TableCell>
              <TableCell>{payment.packageName}</TableCell>
              <TableCell align="right">{formatAmount(payment.amount, payment.currency)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={STATUS_CHIP[payment.status].label}
                  color={STATUS_CHIP[payment.status].color}
                  variant="outlined"
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function PurchaseHistory({ history }: PurchaseHistoryProps) {
  const { data: payments, isLoading, isError } = history;
  let body;
  if (isLoading)
    body = <CircularProgress size={28} color="secondary" aria-label="Loading purchases" />;
  else if (isError || !payments)
    body = (
      <Typography color="error">Unable to load your purchases. Please try again later.</Typography>
    );
  else if (payments.length === 0)
    body = <Typography color="text.secondary">No purchases yet.</Typography>;
  else body = <Rows payments={payments} />;

  return (
    <Card component="section" aria-labelledby="purchases-title">
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <ReceiptLongOutlinedIcon color="secondary" />
          <Typography id="purchases-title" variant="h6" component="h2">
            Purchase History
          </Typography>
        </Stack>
        {body}
      </CardContent>
    </Card>
  );
}
