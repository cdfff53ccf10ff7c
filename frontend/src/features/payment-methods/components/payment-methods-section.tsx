import { Carousel } from '@/features/site/components/carousel';
import { ContentSection } from '@/features/site/components/content-section';
import { PAYMENT_CAROUSEL_INTERVAL_MS, PAYMENT_METHODS } from '../payment-methods';
import { PaymentMethodTile } from './payment-method-tile';

interface PaymentMethodsSectionProps {
  headingId: string;
  intro: string;
}

/** 'Payment Methods': the ten methods in an autoplaying carousel. */
export function PaymentMethodsSection({ headingId, intro }: PaymentMethodsSectionProps) {
  return (
    <ContentSection
      headingId={headingId}
      eyebrow="Fund your balance"
      title="Payment Methods"
      intro={intro}
    >
      <Carousel
        label="Accepted payment methods"
        items={PAYMENT_METHODS}
        getKey={(method) => method.id}
        renderSlide={(method) => <PaymentMethodTile method={method} />}
        intervalMs={PAYMENT_CAROUSEL_INTERVAL_MS}
        slidesPerView={{ xs: 2, sm: 4, md: 5 }}
      />
    </ContentSection>
  );
}
