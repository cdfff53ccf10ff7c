import { PageLoader } from '@/components/page-loader';
import { SignInRequired } from '@/components/sign-in-required';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { usePaymentReturn } from '@/features/store/use-payment-return';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The member's dashboard, also the address Stripe returns to after a payment. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const paymentReturn = usePaymentReturn();
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoader />;
  if (!user) return <SignInRequired message="Please log in to view your dashboard." />;
  const confirming =
    paymentReturn?.status === 'succeeded' ? paymentReturn.paymentIntentId : undefined;
  return <DashboardScreen user={user} confirmingPaymentIntent={confirming} />;
}
