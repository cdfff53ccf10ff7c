import type { ReportDayView } from '@club/contracts';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDuration, toMinutes } from '../format-duration';
import { timingSummary } from '../report-summaries';
import { ChartCard } from './chart-card';
import { CHART_HEIGHT, shortDay } from './chart-layout';

export function TimingChart({ days }: { days: ReportDayView[] }) {
  return (
    <ChartCard
      title="Median first response and resolution per day"
      summary={timingSummary(days)}
      table={{
        columns: ['Day', 'Median first response', 'Median resolution'],
        rows: days.map((day) => [
          day.day,
          formatDuration(day.medianFirstResponseSeconds),
          formatDuration(day.medianResolutionSeconds),
        ]),
      }}
    >
      <LineChart
        height={CHART_HEIGHT}
        xAxis={[{ scaleType: 'point', data: days.map((day) => shortDay(day.day)) }]}
        yAxis={[{ label: 'minutes' }]}
        series={[
          {
            data: days.map((day) => toMinutes(day.medianFirstResponseSeconds)),
            label: 'First response',
            connectNulls: true,
          },
          {
            data: days.map((day) => toMinutes(day.medianResolutionSeconds)),
            label: 'Resolution',
            connectNulls: true,
          },
        ]}
      />
    </ChartCard>
  );
}
