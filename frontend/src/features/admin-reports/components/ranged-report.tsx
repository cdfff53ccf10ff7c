import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { errorText } from '@/api/error-text';
import { useReportRange } from '../use-report-range';
import { ReportRangeForm } from './report-range-form';

/** What a report's RTK Query hook answers, as far as the page needs it. */
export interface ReportResult<T> {
  data?: T;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface RangedReportProps<T extends { from: string; to: string }> {
  /** The report for `range`; the caller skips it while `problem` is set. */
  result: ReportResult<T>;
  range: ReturnType<typeof useReportRange>;
  /** Whether the answered range has nothing to chart, and what to say then. */
  isEmpty: (report: T) => boolean;
  emptyText: (report: T) => string;
  /** The charts of a report that has something to show. */
  children: (report: T) => ReactNode;
  /** What the figures mean, below everything. */
  definitions: ReactNode;
}

/**
 * A report page's body, alike for every report: the range form, then loading, a failure with
 * Retry, the empty range or the charts, and what the figures mean.
 */
export function RangedReport<T extends { from: string; to: string }>({
  result: { data, error, isFetching, refetch },
  range: { range, problem, apply },
  isEmpty,
  emptyText,
  children,
  definitions,
}: RangedReportProps<T>) {
  const shown = data && !isFetching ? data : undefined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ReportRangeForm
        key={shown ? `${shown.from}/${shown.to}` : `${range.from}/${range.to}`}
        range={shown ? { from: shown.from, to: shown.to } : range}
        problem={problem}
        onApply={apply}
      />
      {!problem && isFetching && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading reports" />
        </Box>
      )}
      {!problem && !!error && !isFetching && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the reports: {errorText(error)}
        </Alert>
      )}
      {shown && isEmpty(shown) && (
        <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {emptyText(shown)}
        </Typography>
      )}
      {shown && !isEmpty(shown) && children(shown)}
      {definitions}
    </Box>
  );
}
