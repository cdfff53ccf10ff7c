import type { StoreReportView } from '@club/contracts';
import { BarChart } from '@mui/x-charts/BarChart';
import { storeCsvHref } from '../reports-api';
import { vipsSummary } from '../store-summaries';
import { ChartCard } from './chart-card';
import { CHART_HEIGHT, fromZero, stepDayAxis } from './chart-layout';

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
      <BarChart
        height={CHART_HEIGHT}
        xAxis={[stepDayAxis(days.map((day) => day.day))]}
        yAxis={[fromZero(days.map((day) => day.activeVips))]}
        series={[{ data: days.map((day) => day.activeVips), label: 'Active VIPs' }]}
        hideLegend
      />
    </ChartCard>
  );
}
