import { MEMBERS_PAGE_TEXT } from '@club/contracts';
import { AdminConsoleFrame } from '@/features/admin-console/components/admin-console-frame';
import { AuditLog } from '@/features/admin-members/components/audit-log';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Who changed which account, and when. */
export function AdminAuditLogPage() {
  useDocumentTitle(MEMBERS_PAGE_TEXT.auditTitle);
  return (
    <AdminConsoleFrame title={MEMBERS_PAGE_TEXT.auditTitle}>{() => <AuditLog />}</AdminConsoleFrame>
  );
}
