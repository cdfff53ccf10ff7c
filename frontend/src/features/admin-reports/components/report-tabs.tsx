import { Tab, Tabs } from '@mui/material';
import { Link, useSearchParams } from 'react-router-dom';
import { REPORT_VIEWS, viewHref, type ReportView } from '../report-views';

/** The reports' views as tabs; switching keeps the days. */
export function ReportTabs({ view }: { view: ReportView }) {
  const [search] = useSearchParams();
  return (
    <Tabs value={view} aria-label="Reports" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {REPORT_VIEWS.map((item) => (
        <Tab
          key={item.view}
          value={item.view}
          label={item.label}
          component={Link}
          to={viewHref(search, item.view)}
        />
      ))}
    </Tabs>
  );
}
