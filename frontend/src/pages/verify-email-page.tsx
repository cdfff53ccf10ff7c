import { EMAIL_VERIFICATION_TEXT } from '@club/contracts';
import { VerifyEmailScreen } from '@/features/auth/components/verify-email-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** EMAIL_VERIFICATION_PATH: the page confirmation mails link to. */
export function VerifyEmailPage() {
  useDocumentTitle(EMAIL_VERIFICATION_TEXT.pageTitle);
  return <VerifyEmailScreen />;
}
