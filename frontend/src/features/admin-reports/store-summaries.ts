import type {
  StoreConversionTotalView,
  StoreMembersDayView,
  StoreReportView,
  StoreVipsDayView,
} from '@club/contracts';
import { largest } from './report-summaries';

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US cents for people: 250000 → "$2,500.00". */
export const formatDollars = (cents: number) => DOLLARS.format(cents / 100);

/** Paid of chosen as a whole percentage, "—" when nothing was chosen. */
export const formatShare = (paid: number, chosen: number) =>
  chosen === 0 ? '—' : `${Math.round((paid / chosen) * 100)}%`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Whether the range has nothing to show: no revenue, member, VIP, package chosen or request sent. */
export function isEmptyStoreReport(report: StoreReportView): boolean {
  return (
    report.revenue.every((day) => day.total === 0) &&
    report.members.every((day) => day.newMembers === 0) &&
    report.vips.every((day) => day.activeVips === 0) &&
    report.conversionTotal.chosen === 0 &&
    report.chatDeposits.sent === 0
  );
}

/** Each package's revenue over the range, in the store's order. */
export function revenueByPackage(report: Pick<StoreReportView, 'packages' | 'revenue'>) {
  return report.packages.map((pkg) => ({
    ...pkg,
    amount: report.revenue.reduce((sum, day) => sum + day[pkg.id], 0),
  }));
}

export function revenueSummary(report: Pick<StoreReportView, 'packages' | 'revenue'>): string {
  const total = report.revenue.reduce((sum, day) => sum + day.total, 0);
  if (total === 0) return 'No revenue in this range.';
  const parts = revenueByPackage(report).map((pkg) => `${pkg.name} ${formatDollars(pkg.amount)}`);
  const best = largest(report.revenue, (day) => day.total);
  return (
    `${formatDollars(total)} in all (${parts.join(', ')}); ` +
    `the best day was ${best.day} with ${formatDollars(best.total)}.`
  );
}

export function membersSummary(days: StoreMembersDayView[]): string {
  const total = days.reduce((sum, day) => sum + day.newMembers, 0);
  if (total === 0) return 'No new members in this range.';
  const busiest = largest(days, (day) => day.newMembers);
  return `${plural(total, 'new member', 'new members')}; the busiest day was ${busiest.day} with ${busiest.newMembers}.`;
}

export function vipsSummary(days: StoreVipsDayView[]): string {
  const most = largest(days, (day) => day.activeVips);
  if (most.activeVips === 0) return 'No active VIPs in this range.';
  const last = days[days.length - 1];
  return `${plural(last.activeVips, 'active VIP', 'active VIPs')} at the end of ${last.day}; the most was ${most.activeVips} on ${most.day}.`;
}

export function conversionSummary({ chosen, paid }: StoreConversionTotalView): string {
  if (chosen === 0) return 'No packages chosen in this range.';
  return `${plural(chosen, 'package', 'packages')} chosen, ${paid} paid (${formatShare(paid, chosen)}).`;
}
