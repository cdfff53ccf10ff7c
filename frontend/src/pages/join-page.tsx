import { MembershipTiers } from '@/features/join/components/membership-tiers';
import { JOIN_STEPS } from '@/features/join/join-content';
import { ContentSection } from '@/features/site/components/content-section';
import { GuideActions } from '@/features/site/components/guide-actions';
import { PageHero } from '@/features/site/components/page-hero';
import { StepList } from '@/features/site/components/step-list';
import { usePageMeta } from '@/hooks/use-page-meta';

export function JoinPage() {
  usePageMeta({
    title: 'How to Join',
    description:
      'Join 3000+ players in four steps: create an account, choose a Silver, Gold or Platinum membership, fund your play-money balance from $50 and start playing.',
  });

  return (
    <>
      <PageHero
        eyebrow="Membership"
        title="How to Join"
        subtitle="Four steps stand between you and 3000+ players at the club's tables, sportsbook and arcade."
      />
      <ContentSection headingId="join-steps-title" title="Four Steps to the Club">
        <StepList steps={JOIN_STEPS} />
      </ContentSection>
      <ContentSection
        headingId="join-tiers-title"
        title="Silver, Gold or Platinum"
        intro="Every tier plays with virtual currency only; higher tiers add perks, not risk."
      >
        <MembershipTiers />
      </ContentSection>
      <GuideActions registerLabel="Start Registration" />
    </>
  );
}
