import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '@/api/error-text';
import { useGetDeskReportQuery } from '../reports-api';
import { rangeOf, rangeProblem } from '../report-range';
import { isEmptyReport } from '../report-summaries';
import { AdminFiguresTable } from './admin-figures-table';
import { BacklogChart } from './backlog-chart';
import { BusyHoursChart } from './busy-hours-chart';
import { FigureDefinitions } from './figure-definitions';
import { ReportRangeForm } from './report-range-form';
import { StartedChart } from './started-chart';
import { TimingChart } from './timing-chart';

/** The support desk's reports for the range in the query string (last 14 days by default). */
export function DeskReports() {
  const [search, setSearch] = useSearchParams();
  const range = rangeOf(search);
  const problem = rangeProblem(range);
  const { data, error, isFetching, refetch } = useGetDeskReportQuery(range, { skip: !!problem });
  const shown = data && !isFetching ? data : undefined;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ReportRangeForm
        key={shown ? `${shown.from}/${shown.to}` : `${range.from}/${range.to}`}
        range={shown ? { from: shown.from, to: shown.to } : range}
        problem={problem}
        onApply={(next) => setSearch(next)}
      />
      {!problem && isFetching && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading reports" />
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
          Could not load the reports: {errorText(error)}
        </Alert>
      )}
      {shown && isEmptyReport(shown) && (
        <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          No conversations from {shown.from} to {shown.to}.
        </Typography>
      )}
      {shown && !isEmptyReport(shown) && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <StartedChart days={shown.days} />
          <TimingChart days={shown.days} />
          <BacklogChart days={shown.days} />
          <BusyHoursChart report={shown} />
          <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
            <AdminFiguresTable admins={shown.admins} />
          </Box>
        </Box>
      )}
      <FigureDefinitions />
    </Box>
  );
}
