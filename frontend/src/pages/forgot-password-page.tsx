import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  return <ForgotPasswordScreen />;
}
