/** The reports page's views: the support desk's (the default) and the store's (`?view=store`). */
export const REPORT_VIEWS = [
  { view: 'desk', label: 'Support desk', title: 'Desk Reports' },
  { view: 'store', label: 'Store', title: 'Store Reports' },
] as const;
export type ReportView = (typeof REPORT_VIEWS)[number]['view'];

export const viewOf = (search: URLSearchParams): ReportView =>
  search.get('view') === 'store' ? 'store' : 'desk';

/** The page's address for another view, with the same days. */
export function viewHref(search: URLSearchParams, view: ReportView): string {
  const next = new URLSearchParams(search);
  if (view === 'desk') next.delete('view');
  else next.set('view', view);
  const query = next.toString();
  return query ? `/admin/reports?${query}` : '/admin/reports';
}
