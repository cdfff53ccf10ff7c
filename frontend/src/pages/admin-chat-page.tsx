import { AdminConsoleFrame } from '@/features/admin-console/components/admin-console-frame';
import { AdminInbox } from '@/features/admin-inbox/components/admin-inbox';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * The admins' working screen: exactly one viewport tall below the fixed site header, so the
 * inbox inside scrolls its list and messages itself and the reply box never leaves the screen.
 */
export function AdminChatPage() {
  useDocumentTitle('Admin Chat');
  return (
    <AdminConsoleFrame title="Admin Chat" fill>
      {(admin) => <AdminInbox admin={admin} />}
    </AdminConsoleFrame>
  );
}
