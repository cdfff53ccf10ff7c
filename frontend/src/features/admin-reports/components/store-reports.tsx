import { Box } from '@mui/material';
import { WithClubTimeZone } from '@/components/with-club-time-zone';
import { useGetStoreReportQuery } from '../reports-api';
import { isEmptyStoreReport } from '../store-summaries';
import { useReportRange } from '../use-report-range';
import { ChatDepositsCard } from './chat-deposits-card';
import { ConversionChart } from './conversion-chart';
import { MembersChart } from './members-chart';
import { RangedReport } from './ranged-report';
import { RevenueChart } from './revenue-chart';
import { StoreFigureDefinitions } from './store-figure-definitions';
import { VipsChart } from './vips-chart';

/** The store's reports for the range in the query string (last 14 days by default), in the club's days. */
export function StoreReports() {
  const range = useReportRange();
  const result = useGetStoreReportQuery(range.range, { skip: !!range.problem });
  return (
    <WithClubTimeZone loadingLabel="Loading reports">
      {(timeZone) => (
        <RangedReport
          result={result}
          range={range}
          isEmpty={isEmptyStoreReport}
          emptyText={(shown) => `No store activity from ${shown.from} to ${shown.to}.`}
          definitions={<StoreFigureDefinitions timeZone={timeZone} />}
        >
          {(shown) => (
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
            >
              <RevenueChart report={shown} />
              <ConversionChart report={shown} />
              <MembersChart report={shown} />
              <VipsChart report={shown} />
              <ChatDepositsCard deposits={shown.chatDeposits} />
            </Box>
          )}
        </RangedReport>
      )}
    </WithClubTimeZone>
  );
}
