import type { StoreReportView } from '@club/contracts';
import { BarChart } from '@mui/x-charts/BarChart';
import { storeCsvHref } from '../reports-api';
import { formatDollars, revenueByPackage, revenueSummary } from '../store-summaries';
import { ChartCard } from './chart-card';
import { CHART_HEIGHT, dayAxis, fromZero } from './chart-layout';

const valueFormatter = (dollars: number | null) =>
  dollars === null ? '' : formatDollars(Math.round(dollars * 100));

/** Revenue per day, stacked by package, and each package's share of the range. */
export function RevenueChart({ report }: { report: StoreReportView }) {
  const { packages, revenue } = report;
  const byPackage = revenueByPackage(report);
  const total = revenue.reduce((sum, day) => sum + day.total, 0);
  return (
    <ChartCard
      title="Revenue per day and package (USD)"
      summary={revenueSummary(report)}
      csvHref={storeCsvHref('revenue', report)}
      table={{
        columns: ['Day', ...packages.map((pkg) => pkg.name), 'Total'],
        rows: [
          ...revenue.map((day) => [
            day.day,
            ...packages.map((pkg) => formatDollars(day[pkg.id])),
            formatDollars(day.total),
          ]),
          ['All days', ...byPackage.map((pkg) => formatDollars(pkg.amount)), formatDollars(total)],
        ],
      }}
    >
      <BarChart
        height={CHART_HEIGHT}
        xAxis={[
          dayAxis(
            'band',
            revenue.map((day) => day.day),
          ),
        ]}
        yAxis={[{ label: 'USD', ...fromZero(revenue.map((day) => day.total)) }]}
        series={packages.map((pkg) => ({
          data: revenue.map((day) => day[pkg.id] / 100),
          label: pkg.name,
          stack: 'revenue',
          valueFormatter,
        }))}
      />
      <BarChart
        height={CHART_HEIGHT / 2 + 40}
        layout="horizontal"
        xAxis={[fromZero(byPackage.map((pkg) => pkg.amount))]}
        yAxis={[{ scaleType: 'band', data: byPackage.map((pkg) => pkg.name), width: 120 }]}
        series={[
          { data: byPackage.map((pkg) => pkg.amount / 100), label: 'In the range', valueFormatter },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}
