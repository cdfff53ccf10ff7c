import { ACCOUNT_TEXT } from '@club/contracts';
import { PageLoader } from '@/components/page-loader';
import { SignInRequired } from '@/components/sign-in-required';
import { AccountScreen } from '@/features/account/components/account-screen';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** `/dashboard/account`: what a member manages themselves. */
export function AccountPage() {
  useDocumentTitle(ACCOUNT_TEXT.title);
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoader />;
  if (!user) return <SignInRequired message="Please log in to manage your account." />;
  return <AccountScreen user={user} />;
}
