import { AdminConsoleFrame } from '@/features/admin-console/components/admin-console-frame';
import { AdminMembers } from '@/features/admin-members/components/admin-members';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Every account: search, role and status filters, a page at a time. */
export function AdminMembersPage() {
  useDocumentTitle('Members');
  return <AdminConsoleFrame title="Members">{() => <AdminMembers />}</AdminConsoleFrame>;
}
