import { Alert } from '@mui/material';
import { errorText } from '@/api/error-text';
import { PageLoader } from '@/components/page-loader';
import { AccessMessage } from '@/features/admin-console/components/access-message';
import { AdminConsoleLayout } from '@/features/admin-console/components/admin-console-frame';
import { TwoFactorSettings } from '@/features/admin-security/components/two-factor-settings';
import { useGetTwoFactorStatusQuery } from '@/features/admin-security/two-factor-api';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { signInPath } from '@/lib/return-path';

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/**
 * An admin's account security: two-factor sign-in. It also serves a session that is not signed
 * in yet but must set it up first (ADMIN_2FA=required), so it asks the server rather than the
 * signed-in user who may see it.
 */
export function AdminSecurityPage() {
  useDocumentTitle('Account Security');
  const { data: status, error, isLoading } = useGetTwoFactorStatusQuery();

  let content;
  if (isLoading) content = <PageLoader />;
  else if (statusOf(error) === 401)
    content = (
      <AccessMessage
        title="Authentication Required"
        text="Please log in to access the admin panel."
        action={{ label: 'Sign In', to: signInPath('/admin/security') }}
      />
    );
  else if (statusOf(error) === 403)
    content = (
      <AccessMessage
        title="Access Denied"
        text="You don't have permission to access the admin chat panel."
        action={{ label: 'Back to Home', to: '/' }}
      />
    );
  else if (!status) content = <Alert severity="error">{errorText(error)}</Alert>;
  else content = <TwoFactorSettings status={status} />;

  return <AdminConsoleLayout title="Account Security">{content}</AdminConsoleLayout>;
}
