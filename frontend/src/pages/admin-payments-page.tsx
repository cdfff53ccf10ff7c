import { AdminConsoleFrame } from '@/features/admin-console/components/admin-console-frame';
import { AdminPayments } from '@/features/admin-payments/components/admin-payments';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Every payment of the store, its CSV and refunds. */
export function AdminPaymentsPage() {
  useDocumentTitle('Payments');
  return <AdminConsoleFrame title="Payments">{() => <AdminPayments />}</AdminConsoleFrame>;
}
