import type { DeskReportView } from '@club/contracts';
import { BarChart } from '@mui/x-charts/BarChart';
import { busySummary, hourLabel, WEEKDAYS } from '../report-summaries';
import { ChartCard } from './chart-card';
import { CHART_HEIGHT } from './chart-layout';

/** Customer messages by hour and weekday, both of the club's `timeZone`. */
export function BusyHoursChart({ report, timeZone }: { report: DeskReportView; timeZone: string }) {
  const hours = report.customerMessagesByHour;
  const weekdays = report.customerMessagesByWeekday;
  return (
    <ChartCard
      title={`Busiest hours (customer messages, ${timeZone})`}
      summary={busySummary(report, timeZone)}
      table={{
        columns: ['Hour or weekday', 'Customer messages'],
        rows: [
          ...hours.map((count, hour) => [hourLabel(hour), count]),
          ...weekdays.map((count, weekday) => [WEEKDAYS[weekday], count]),
        ],
      }}
    >
      <BarChart
        height={CHART_HEIGHT}
        xAxis={[{ scaleType: 'band', data: hours.map((_, hour) => String(hour)) }]}
        series={[{ data: hours, label: 'By hour of day' }]}
        hideLegend
      />
      <BarChart
        height={CHART_HEIGHT}
        xAxis={[{ scaleType: 'band', data: WEEKDAYS.map((day) => day.slice(0, 3)) }]}
        series={[{ data: weekdays, label: 'By weekday' }]}
        hideLegend
      />
    </ChartCard>
  );
}
