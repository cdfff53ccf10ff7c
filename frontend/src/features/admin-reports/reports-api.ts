import type { ReportRangeQuery, DeskReportView } from '@club/contracts';
import { api } from '@/api/api';

/** The desk report for a range of UTC days (admins only). */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeskReport: build.query<DeskReportView, ReportRangeQuery>({
      query: ({ from, to }) => ({ url: '/admin/reports/desk', params: { from, to } }),
    }),
  }),
});

export const { useGetDeskReportQuery } = reportsApi;
