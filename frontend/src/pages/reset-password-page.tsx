import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ResetPasswordPage() {
  useDocumentTitle('Set a New Password');
  return <ResetPasswordScreen />;
}
