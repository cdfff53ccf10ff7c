import { AuthScreen } from '@/features/auth/components/auth-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function AuthPage() {
  useDocumentTitle('Sign In');
  return <AuthScreen />;
}
