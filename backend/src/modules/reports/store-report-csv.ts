import type { StoreReportChart } from '@club/contracts';
import { csvText } from '../../common/csv.js';
import { STORE_PACKAGES } from '../payments/store-packages.js';
import type { ReportRange } from './report-range.js';
import { conversionTotal, type StoreSeries } from './store-report.service.js';

const dollars = (cents: number) => (cents / 100).toFixed(2);
/** Paid of chosen as a fraction with four decimals; empty when nothing was chosen. */
const share = (paid: number, chosen: number) => (chosen === 0 ? '' : (paid / chosen).toFixed(4));

/** Each chart's CSV; `day` heads the day column, naming the club's zone the days are of. */
const CSV: { [C in StoreReportChart]: (rows: StoreSeries[C], day: string) => string } = {
  revenue: (rows, day) =>
    csvText(
      [day, ...STORE_PACKAGES.map((pkg) => `${pkg.name} (USD)`), 'Total (USD)'],
      rows.map((row) => [
        row.day,
        ...STORE_PACKAGES.map((pkg) => dollars(row[pkg.id])),
        dollars(row.total),
      ]),
    ),
  members: (rows, day) =>
    csvText(
      [day, 'New members'],
      rows.map((row) => [row.day, row.newMembers]),
    ),
  vips: (rows, day) =>
    csvText(
      [day, 'Active VIPs at the end of the day'],
      rows.map((row) => [row.day, row.activeVips]),
    ),
  conversion: (rows, day) => {
    const total = conversionTotal(rows);
    return csvText(
      [day, 'Packages chosen', 'Paid', 'Paid of chosen'],
      [
        ...rows.map((row) => [row.day, row.chosen, row.paid, share(row.paid, row.chosen)]),
        ['Total', total.chosen, total.paid, share(total.paid, total.chosen)],
      ],
    );
  },
};

/** One chart's rows as a CSV file's text; its days are those of the club's `timeZone`. */
export function storeReportCsv<C extends StoreReportChart>(
  chart: C,
  rows: StoreSeries[C],
  timeZone: string,
): string {
  return CSV[chart](rows, `Day (${timeZone})`);
}

export const storeReportFileName = (chart: StoreReportChart, range: ReportRange) =>
  `store-${chart}-${range.from}-to-${range.to}.csv`;
