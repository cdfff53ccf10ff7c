import { Box } from '@mui/material';
import { WithClubTimeZone } from '@/components/with-club-time-zone';
import { useGetDeskReportQuery } from '../reports-api';
import { isEmptyReport } from '../report-summaries';
import { useReportRange } from '../use-report-range';
import { AdminFiguresTable } from './admin-figures-table';
import { BacklogChart } from './backlog-chart';
import { BusyHoursChart } from './busy-hours-chart';
import { FigureDefinitions } from './figure-definitions';
import { RangedReport } from './ranged-report';
import { StartedChart } from './started-chart';
import { TimingChart } from './timing-chart';

/**
 * The support desk's reports for the range in the query string (last 14 days by default), in the
 * club's days and hours.
 */
export function DeskReports() {
  const range = useReportRange();
  const result = useGetDeskReportQuery(range.range, { skip: !!range.problem });
  return (
    <WithClubTimeZone loadingLabel="Loading reports">
      {(timeZone) => (
        <RangedReport
          result={result}
          range={range}
          isEmpty={isEmptyReport}
          emptyText={(shown) => `No conversations from ${shown.from} to ${shown.to}.`}
          definitions={<FigureDefinitions timeZone={timeZone} />}
        >
          {(shown) => (
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
            >
              <StartedChart days={shown.days} />
              <TimingChart days={shown.days} />
              <BacklogChart days={shown.days} />
              <BusyHoursChart report={shown} timeZone={timeZone} />
              <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
                <AdminFiguresTable admins={shown.admins} />
              </Box>
            </Box>
          )}
        </RangedReport>
      )}
    </WithClubTimeZone>
  );
}
