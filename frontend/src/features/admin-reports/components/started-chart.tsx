import type { ReportDayView } from '@club/contracts';
import { BarChart } from '@mui/x-charts/BarChart';
import { startedSummary } from '../report-summaries';
import { ChartCard } from './chart-card';
import { CHART_HEIGHT, dayAxis } from './chart-layout';

export function StartedChart({ days }: { days: ReportDayView[] }) {
  return (
    <ChartCard
      title="Conversations started per day"
      summary={startedSummary(days)}
      table={{ columns: ['Day', 'Started'], rows: days.map((day) => [day.day, day.started]) }}
    >
      <BarChart
        height={CHART_HEIGHT}
        xAxis={[
          dayAxis(
            'band',
            days.map((day) => day.day),
          ),
        ]}
        series={[{ data: days.map((day) => day.started), label: 'Started' }]}
        hideLegend
      />
    </ChartCard>
  );
}
