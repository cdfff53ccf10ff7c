import type { ReportDayView } from '@club/contracts';
import { BarChart } from '@mui/x-charts/BarChart';
import { backlogSummary } from '../report-summaries';
import { ChartCard } from './chart-card';
import { CHART_HEIGHT, fromZero, stepDayAxis } from './chart-layout';

export function BacklogChart({ days }: { days: ReportDayView[] }) {
  const open = days.map((day) => day.openAtEndOfDay);
  return (
    <ChartCard
      title="Open backlog at the end of each day"
      summary={backlogSummary(days)}
      table={{ columns: ['Day', 'Open'], rows: days.map((day) => [day.day, day.openAtEndOfDay]) }}
    >
      <BarChart
        height={CHART_HEIGHT}
        xAxis={[stepDayAxis(days.map((day) => day.day))]}
        yAxis={[fromZero(open)]}
        series={[{ data: open, label: 'Open' }]}
        hideLegend
      />
    </ChartCard>
  );
}
