import { describe, expect, it } from 'vitest';
import { storeCsvHref } from './reports-api';
import { viewHref, viewOf } from './report-views';

describe('report views', () => {
  it('reads the view from the query string, the desk by default', () => {
    expect(viewOf(new URLSearchParams('view=store&from=2026-03-01'))).toBe('store');
    expect(viewOf(new URLSearchParams('from=2026-03-01'))).toBe('desk');
    expect(viewOf(new URLSearchParams('view=other'))).toBe('desk');
  });

  it('links to another view with the same days', () => {
    const search = new URLSearchParams('from=2026-03-01&to=2026-03-05');
    expect(viewHref(search, 'store')).toBe(
      '/admin/reports?from=2026-03-01&to=2026-03-05&view=store',
    );
    expect(viewHref(new URLSearchParams('view=store&to=2026-03-05'), 'desk')).toBe(
      '/admin/reports?to=2026-03-05',
    );
    expect(viewHref(new URLSearchParams('view=store'), 'desk')).toBe('/admin/reports');
  });

  it("downloads a store chart's CSV for the days shown", () => {
    expect(storeCsvHref('vips', { from: '2026-03-01', to: '2026-03-05' })).toBe(
      '/api/admin/reports/store.csv?chart=vips&from=2026-03-01&to=2026-03-05',
    );
  });
});
