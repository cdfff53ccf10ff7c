import type { StoreReportView } from '@club/contracts';
import { BarChart } from '@mui/x-charts/BarChart';
import { storeCsvHref } from '../reports-api';
import { membersSummary } from '../store-summaries';
import { ChartCard } from './chart-card';
import { CHART_HEIGHT, dayAxis, fromZero } from './chart-layout';

export function MembersChart({ report }: { report: StoreReportView }) {
  const days = report.members;
  return (
    <ChartCard
      title="New members per day"
      summary={membersSummary(days)}
      csvHref={storeCsvHref('members', report)}
      table={{
        columns: ['Day', 'New members'],
        rows: days.map((day) => [day.day, day.newMembers]),
      }}
    >
      <BarChart
        height={CHART_HEIGHT}
        xAxis={[
          dayAxis(
            'band',
            days.map((day) => day.day),
          ),
        ]}
        yAxis={[fromZero(days.map((day) => day.newMembers))]}
        series={[{ data: days.map((day) => day.newMembers), label: 'New members' }]}
        hideLegend
      />
    </ChartCard>
  );
}
