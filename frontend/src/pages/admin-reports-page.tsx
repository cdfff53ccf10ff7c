import { AdminConsoleFrame } from '@/features/admin-console/components/admin-console-frame';
import { DeskReports } from '@/features/admin-reports/components/desk-reports';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The support desk's reports; lazily loaded, so the chart library stays off the public pages. */
export function AdminReportsPage() {
  useDocumentTitle('Desk Reports');
  return <AdminConsoleFrame title="Desk Reports">{() => <DeskReports />}</AdminConsoleFrame>;
}
