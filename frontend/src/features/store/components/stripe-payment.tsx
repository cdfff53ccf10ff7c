import StripeCheckout from '@/components/stripe/stripe-checkout';
import { formatPackagePrice, type StorePackageView } from '@club/contracts';
import { paymentReturnUrl } from '@/components/stripe/payment-return-url';

interface StripePaymentProps {
  pkg: StorePackageView;
  clientSecret: string;
  publishableKey: string;
}

/**
 * The store's card form for the PaymentIntent the server created: on success Stripe sends the
 * browser to the dashboard, which asks the server how the payment went.
 */
export default function StripePayment({ pkg, clientSecret, publishableKey }: StripePaymentProps) {
  return (
    <StripeCheckout
      clientSecret={clientSecret}
      publishableKey={publishableKey}
      payLabel={`Pay ${formatPackagePrice(pkg.amount)}`}
      confirm={(stripe, elements) =>
        stripe.confirmPayment({
          elements,
          confirmParams: { return_url: paymentReturnUrl(window.location.origin, pkg.id) },
        })
      }
    />
  );
}
