import { useParams } from 'react-router-dom';
import { AdminConsoleFrame } from '@/features/admin-console/components/admin-console-frame';
import { MemberPage } from '@/features/admin-members/components/member-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** One member's page, with the admin role and disabling. */
export function AdminMemberPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Member');
  return (
    <AdminConsoleFrame title="Member">
      {(admin) => <MemberPage key={id} memberId={id} admin={admin} />}
    </AdminConsoleFrame>
  );
}
