import type {
  DeskReportView,
  ReportRangeQuery,
  StoreReportChart,
  StoreReportView,
} from '@club/contracts';
import { api } from '@/api/api';

/** The admin reports for a range of the club's days (CLUB_TIME_ZONE; admins only). */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeskReport: build.query<DeskReportView, ReportRangeQuery>({
      query: ({ from, to }) => ({ url: '/admin/reports/desk', params: { from, to } }),
    }),
    getStoreReport: build.query<StoreReportView, ReportRangeQuery>({
      query: ({ from, to }) => ({ url: '/admin/reports/store', params: { from, to } }),
    }),
  }),
});

export const { useGetDeskReportQuery, useGetStoreReportQuery } = reportsApi;

/** Where one store chart's data downloads as CSV, for the days the page shows. */
export function storeCsvHref(chart: StoreReportChart, { from, to }: { from: string; to: string }) {
  return `/api/admin/reports/store.csv?${new URLSearchParams({ chart, from, to }).toString()}`;
}
