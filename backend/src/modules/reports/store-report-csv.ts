import type { StoreReportChart } from '@club/contracts';
import { csvText } from '../../common/csv.js';
import { STORE_PACKAGES } from '../payments/store-packages.js';
import type { ReportRange } from './report-range.js';
import { conversionTotal, type StoreSeries } from './store-report.service.js';

const dollars = (cents: number) => (cents / 100).toFixed(2);
/** Paid of chosen as a fraction with four decimals; empty when nothing was chosen. */
const share = (paid: number, chosen: number) => (chosen === 0 ? '' : (paid / chosen).toFixed(4));

const CSV: { [C in StoreReportChart]: (rows: StoreSeries[C]) => string } = {
  revenue: (rows) =>
    csvText(
      ['Day (UTC)', ...STORE_PACKAGES.map((pkg) => `${pkg.name} (USD)`), 'Total (USD)'],
      rows.map((row) => [
        row.day,
        ...STORE_PACKAGES.map((pkg) => dollars(row[pkg.id])),
        dollars(row.total),
      ]),
    ),
  members: (rows) =>
    csvText(
      ['Day (UTC)', 'New members'],
      rows.map((row) => [row.day, row.newMembers]),
    ),
  vips: (rows) =>
    csvText(
      ['Day (UTC)', 'Active VIPs at the end of the day'],
      rows.map((row) => [row.day, row.activeVips]),
    ),
  conversion: (rows) => {
    const total = conversionTotal(rows);
    return csvText(
      ['Day (UTC)', 'Packages chosen', 'Paid', 'Paid of chosen'],
      [
        ...rows.map((row) => [row.day, row.chosen, row.paid, share(row.paid, row.chosen)]),
        ['Total', total.chosen, total.paid, share(total.paid, total.chosen)],
      ],
    );
  },
};

/** One chart's rows as a CSV file's text. */
export function storeReportCsv<C extends StoreReportChart>(chart: C, rows: StoreSeries[C]): string {
  return CSV[chart](rows);
}

export const storeReportFileName = (chart: StoreReportChart, range: ReportRange) =>
  `store-${chart}-${range.from}-to-${range.to}.csv`;
