import { Container } from '@mui/material';
import { PaymentMethodsSection } from '@/features/payment-methods/components/payment-methods-section';
import { ContentSection } from '@/features/site/components/content-section';
import { FeatureGrid } from '@/features/site/components/feature-grid';
import { GuideLinks } from '@/features/site/components/guide-links';
import { LabelPill } from '@/features/site/components/label-pill';
import { PageHero } from '@/features/site/components/page-hero';
import { PlayMoneyNotice } from '@/features/site/components/play-money-notice';
import { StepList } from '@/features/site/components/step-list';
import { usePageMeta } from '@/hooks/use-page-meta';
import { StartPlayingButton } from '@/features/sportsbook/components/start-playing-button';
import { SPORTSBOOK_FEATURES, SPORTSBOOK_STEPS } from '@/features/sportsbook/sportsbook-content';

export function SportsbookPage() {
  usePageMeta({
    title: 'Sportsbook & Casino',
    description:
      'Live betting, player props and a deluxe casino with play money. Sign up, fund your account from $20, place bets and track your wins.',
  });

  return (
    <>
      <PageHero
        backLink
        eyebrow="Sports betting and casino"
        title="Sportsbook & Casino"
        subtitle="Every major league, live odds and a full casino floor in one play-money wallet. The club's most popular platform."
      >
        <LabelPill label="MOST POPULAR" />
        <StartPlayingButton />
        <GuideLinks guides={['sports']} />
      </PageHero>
      <ContentSection
        headingId="sportsbook-steps-title"
        eyebrow="Four steps"
        title="How It Works"
        intro="From sign-up to your first winning ticket in a few minutes."
      >
        <StepList steps={SPORTSBOOK_STEPS} />
      </ContentSection>
      <ContentSection
        headingId="sportsbook-features-title"
        eyebrow="Why members love it"
        title="More Ways to Play"
      >
        <FeatureGrid features={SPORTSBOOK_FEATURES} />
      </ContentSection>
      <PaymentMethodsSection
        headingId="sportsbook-payments-title"
        intro="Fund your play-money wallet through support with any of these methods."
      />
      <Container sx={{ pb: { xs: 8, md: 12 } }}>
        <PlayMoneyNotice />
      </Container>
    </>
  );
}
