import { ContentSection } from '@/features/site/components/content-section';
import { GuideActions } from '@/features/site/components/guide-actions';
import { FeatureGrid } from '@/features/site/components/feature-grid';
import { PageHero } from '@/features/site/components/page-hero';
import { StepList } from '@/features/site/components/step-list';
import { usePageMeta } from '@/hooks/use-page-meta';
import {
  SPORTS_GUIDE_FEATURES,
  SPORTS_GUIDE_STEPS,
} from '@/features/sportsbook/sports-guide-content';

export function SportsbookGuidePage() {
  usePageMeta({
    title: 'Sports Betting Guide',
    description:
      'How to bet on sports at Play Money Club: create an account, fund your play-money wallet, open the sports dashboard and place your first bet.',
  });

  return (
    <>
      <PageHero
        eyebrow="Guide"
        title="Sports Betting Guide"
        subtitle="New to the sportsbook? Four steps take you from a new account to your first play-money bet slip."
      />
      <ContentSection headingId="sports-guide-steps-title" title="Getting Started">
        <StepList steps={SPORTS_GUIDE_STEPS} />
      </ContentSection>
      <ContentSection headingId="sports-guide-features-title" title="What You Get">
        <FeatureGrid features={SPORTS_GUIDE_FEATURES} />
      </ContentSection>
      <GuideActions registerLabel="Create Your Account" />
    </>
  );
}
