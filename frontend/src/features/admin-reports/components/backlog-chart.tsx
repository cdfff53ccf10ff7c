import type { ReportDayView } from '@club/contracts';
import { LineChart } from '@mui/x-charts/LineChart';
import { backlogSummary } from '../report-summaries';
import { ChartCard } from './chart-card';
import { CHART_HEIGHT, shortDay } from './chart-layout';

export function BacklogChart({ days }: { days: ReportDayView[] }) {
  return (
    <ChartCard
      title="Open backlog at the end of each day"
      summary={backlogSummary(days)}
      table={{ columns: ['Day', 'Open'], rows: days.map((day) => [day.day, day.openAtEndOfDay]) }}
    >
      <LineChart
        height={CHART_HEIGHT}
        xAxis={[{ scaleType: 'point', data: days.map((day) => shortDay(day.day)) }]}
        series={[{ data: days.map((day) => day.openAtEndOfDay), label: 'Open', area: true }]}
        hideLegend
      />
    </ChartCard>
  );
}
