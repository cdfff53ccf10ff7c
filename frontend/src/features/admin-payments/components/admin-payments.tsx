import type { AdminPaymentView } from '@club/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '@/api/error-text';
import { WithClubTimeZone } from '@/components/with-club-time-zone';
import { useGetAdminPaymentsQuery } from '../admin-payments-api';
import { csvHref, dayProblem, paymentQueryOf, searchOf } from '../payment-query';
import { PaymentCards } from './payment-cards';
import { PaymentFiltersForm } from './payment-filters-form';
import { PaymentsTable } from './payments-table';
import { RefundDialog } from './refund-dialog';
import { RefundWatch } from './refund-watch';

const WIDE = '(min-width: 900px)';

/**
 * Every payment, newest first, with the filters and the page position in the address; its days
 * and times are the club's.
 */
export function AdminPayments() {
  const [search, setSearch] = useSearchParams();
  const query = paymentQueryOf(search);
  const problem = dayProblem(query);
  const { data, error, isFetching, isLoading, refetch } = useGetAdminPaymentsQuery(
    problem ? skipToken : query,
  );
  const pending = data?.items.filter((payment) => payment.status === 'refund_pending') ?? [];
  const [refunding, setRefunding] = useState<AdminPaymentView>();
  const wide = useMediaQuery(WIDE, { noSsr: true });
  const { cursor, member, ...filters } = query;
  const List = wide ? PaymentsTable : PaymentCards;

  return (
    <WithClubTimeZone loadingLabel="Loading payments">
      {(timeZone) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <PaymentFiltersForm
            key={JSON.stringify(filters)}
            filters={filters}
            timeZone={timeZone}
            onApply={(next) => setSearch(searchOf({ ...next, member }))}
          />
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            {member && (
              <Chip label="One member's payments" onDelete={() => setSearch(searchOf(filters))} />
            )}
            <Box sx={{ flexGrow: 1 }} />
            <Button
              component="a"
              href={csvHref(query)}
              download
              variant="outlined"
              startIcon={<DownloadIcon />}
            >
              Export CSV
            </Button>
          </Stack>
          {!problem && isLoading && (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
              <CircularProgress aria-label="Loading payments" />
            </Box>
          )}
          {!problem && error && !isFetching && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  Retry
                </Button>
              }
            >
              Could not load the payments: {errorText(error)}
            </Alert>
          )}
          {data && !error && data.items.length === 0 && (
            <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {cursor ? 'No more payments.' : 'No payments match these filters.'}
            </Typography>
          )}
          {data && !error && data.items.length > 0 && (
            <Box aria-busy={isFetching} sx={{ opacity: isFetching ? 0.6 : 1 }}>
              <List payments={data.items} onRefund={setRefunding} timeZone={timeZone} />
            </Box>
          )}
          {data && !error && (cursor || data.nextCursor) && (
            <Stack direction="row" component="nav" aria-label="Pages" sx={{ gap: 1 }}>
              {cursor && (
                <Button onClick={() => setSearch(searchOf({ ...filters, member }))}>
                  First page
                </Button>
              )}
              {data.nextCursor && (
                <Button
                  variant="outlined"
                  onClick={() =>
                    setSearch(
                      searchOf({ ...filters, member, cursor: data.nextCursor ?? undefined }),
                    )
                  }
                >
                  Next page
                </Button>
              )}
            </Stack>
          )}
          {pending.map((payment) => (
            <RefundWatch key={payment.id} id={payment.id} />
          ))}
          {refunding && (
            <RefundDialog payment={refunding} onClose={() => setRefunding(undefined)} />
          )}
        </Box>
      )}
    </WithClubTimeZone>
  );
}
