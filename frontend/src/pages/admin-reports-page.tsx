import { useSearchParams } from 'react-router-dom';
import { AdminConsoleFrame } from '@/features/admin-console/components/admin-console-frame';
import { DeskReports } from '@/features/admin-reports/components/desk-reports';
import { ReportTabs } from '@/features/admin-reports/components/report-tabs';
import { StoreReports } from '@/features/admin-reports/components/store-reports';
import { REPORT_VIEWS, viewOf } from '@/features/admin-reports/report-views';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The desk's and the store's reports; lazily loaded, so the chart library stays off the public pages. */
export function AdminReportsPage() {
  const [search] = useSearchParams();
  const view = viewOf(search);
  const { title } = REPORT_VIEWS.find((item) => item.view === view)!;
  useDocumentTitle(title);
  return (
    <AdminConsoleFrame title={title}>
      {() => (
        <>
          <ReportTabs view={view} />
          {view === 'store' ? <StoreReports /> : <DeskReports />}
        </>
      )}
    </AdminConsoleFrame>
  );
}
