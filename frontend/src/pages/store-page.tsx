import { PageLoader } from '@/components/page-loader';
import { SignInRequired } from '@/components/sign-in-required';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { StoreScreen } from '@/features/store/components/store-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function StorePage() {
  useDocumentTitle('Store');
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoader />;
  if (!user) {
    return (
      <>
        <SignInRequired
          message="Please log in to purchase items from our store."
          returnTo="/subscription"
        />
        <StoreScreen signedIn={false} />
      </>
    );
  }
  return <StoreScreen />;
}
