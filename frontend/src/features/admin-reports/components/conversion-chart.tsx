import type { StoreReportView } from '@club/contracts';
import { BarChart } from '@mui/x-charts/BarChart';
import { storeCsvHref } from '../reports-api';
import { conversionSummary, formatShare } from '../store-summaries';
import { ChartCard } from './chart-card';
import { CHART_HEIGHT, dayAxis, fromZero } from './chart-layout';

/** Packages chosen per day beside those of them paid for. */
export function ConversionChart({ report }: { report: StoreReportView }) {
  const days = report.conversion;
  const total = report.conversionTotal;
  return (
    <ChartCard
      title="Packages chosen and paid per day"
      summary={conversionSummary(total)}
      csvHref={storeCsvHref('conversion', report)}
      table={{
        columns: ['Day', 'Chosen', 'Paid', 'Paid of chosen'],
        rows: [
          ...days.map((day) => [day.day, day.chosen, day.paid, formatShare(day.paid, day.chosen)]),
          ['All days', total.chosen, total.paid, formatShare(total.paid, total.chosen)],
        ],
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
        yAxis={[fromZero(days.map((day) => day.chosen))]}
        series={[
          { data: days.map((day) => day.chosen), label: 'Chosen' },
          { data: days.map((day) => day.paid), label: 'Paid' },
        ]}
      />
    </ChartCard>
  );
}
