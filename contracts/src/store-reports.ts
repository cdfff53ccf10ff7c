import type { ChatDepositsView } from './payment-requests.js';
import type { ReportRangeQuery } from './reports.js';
import type { StorePackageId } from './store.js';

/**
 * The store's reports (admins only): revenue, new members, active VIPs and checkout conversion
 * per day of the club's time zone over a range (the desk reports' range and day rules). docs/decisions.md, "Store reports",
 * has how each figure is reconstructed.
 */

/** The charts, each with its CSV (`GET /api/admin/reports/store.csv?chart=`). */
export const STORE_REPORT_CHART = {
  revenue: 'revenue',
  members: 'members',
  vips: 'vips',
  conversion: 'conversion',
} as const;
export type StoreReportChart = (typeof STORE_REPORT_CHART)[keyof typeof STORE_REPORT_CHART];
export const STORE_REPORT_CHARTS: readonly StoreReportChart[] = Object.values(STORE_REPORT_CHART);

export const STORE_REPORT_TEXT = {
  chartInvalid: `chart must be one of ${STORE_REPORT_CHARTS.join(', ')}`,
} as const;

/** `GET /api/admin/reports/store.csv?chart=&from=&to=`: one chart's data as a CSV file. */
export interface StoreReportCsvQuery extends ReportRangeQuery {
  chart: StoreReportChart;
}

/** Revenue of one day: succeeded payments' amounts in US cents, per package and in all. */
export interface StoreRevenueDayView {
  /** `YYYY-MM-DD` */
  day: string;
  tournament: number;
  vip: number;
  premium: number;
  total: number;
}

/** Accounts created that day that are members (not admins) and still exist. */
export interface StoreMembersDayView {
  day: string;
  newMembers: number;
}

/** Members whose VIP access (from VIP or premium purchases) was running at the end of the day. */
export interface StoreVipsDayView {
  day: string;
  activeVips: number;
}

/**
 * Packages chosen that day (a checkout: a PaymentIntent made for a package) and, of those,
 * how many have been paid for so far.
 */
export interface StoreConversionDayView {
  day: string;
  chosen: number;
  paid: number;
}

/** The whole range's checkouts: the same counts added up. */
export interface StoreConversionTotalView {
  chosen: number;
  paid: number;
}

/** A package as the reports name it (the revenue series are keyed by `id`). */
export interface StoreReportPackageView {
  id: StorePackageId;
  name: string;
}

export interface StoreReportView {
  /** The range as answered, `YYYY-MM-DD`, both inclusive. */
  from: string;
  to: string;
  /** The store's packages, in the store's order. */
  packages: StoreReportPackageView[];
  /** One entry per day of the range, in order, in every series. */
  revenue: StoreRevenueDayView[];
  members: StoreMembersDayView[];
  vips: StoreVipsDayView[];
  conversion: StoreConversionDayView[];
  conversionTotal: StoreConversionTotalView;
  /** Payment requests sent from the desk in the range ("deposits closed in chat"). */
  chatDeposits: ChatDepositsView;
}
