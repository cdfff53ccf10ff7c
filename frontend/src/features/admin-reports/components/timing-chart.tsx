import type { ReportDayView } from '@club/contracts';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDuration } from '../format-duration';
import { timingSummary } from '../report-summaries';
import { ChartCard } from './chart-card';
import { CHART_HEIGHT, dayAxis, durationAxis, loneValueMarks } from './chart-layout';

const durationText = (seconds: number | null) => formatDuration(seconds);

export function TimingChart({ days }: { days: ReportDayView[] }) {
  const firstResponse = days.map((day) => day.medianFirstResponseSeconds);
  const resolution = days.map((day) => day.medianResolutionSeconds);
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
        xAxis={[
          dayAxis(
            'point',
            days.map((day) => day.day),
          ),
        ]}
        yAxis={[durationAxis([...firstResponse, ...resolution])]}
        series={[
          {
            data: firstResponse,
            label: 'First response',
            connectNulls: true,
            showMark: loneValueMarks(firstResponse),
            valueFormatter: durationText,
          },
          {
            data: resolution,
            label: 'Resolution',
            connectNulls: true,
            showMark: loneValueMarks(resolution),
            valueFormatter: durationText,
          },
        ]}
      />
    </ChartCard>
  );
}
