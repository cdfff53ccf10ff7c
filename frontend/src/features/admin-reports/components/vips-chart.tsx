import type { StoreReportView } from '@club/contracts';
import { LineChart } from '@mui/x-charts/LineChart';
import { storeCsvHref } from '../reports-api';
import { vipsSummary } from '../store-summaries';
import { ChartCard } from './chart-card';
import { CHART_HEIGHT, fromZero, shortDay } from './chart-layout';

export function VipsChart({ report }: { report: StoreReportView }) {
  const days = report.vips;
  return (
    <ChartCard
      title="Active VIPs at the end of each day"
      summary={vipsSummary(days)}
      csvHref={storeCsvHref('vips', report)}
      table={{
        columns: ['Day', 'Active VIPs'],
        rows: days.map((day) => [day.day, day.activeVips]),
      }}
    >
      <LineChart
        height={CHART_HEIGHT}
        xAxis={[{ scaleType: 'point', data: days.map((day) => shortDay(day.day)) }]}
        yAxis={[fromZero(days.map((day) => day.activeVips))]}
        series={[{ data: days.map((day) => day.activeVips), label: 'Active VIPs', area: true }]}
        hideLegend
      />
    </ChartCard>
  );
}
