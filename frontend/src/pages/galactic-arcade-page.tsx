import { Container } from '@mui/material';
import { ARCADE_REWARDS } from '@/features/arcade/arcade-content';
import { GameStrip } from '@/features/arcade/components/game-strip';
import { RegisterNowButton } from '@/features/arcade/components/register-now-button';
import { PaymentMethodsSection } from '@/features/payment-methods/components/payment-methods-section';
import { ContentSection } from '@/features/site/components/content-section';
import { FeatureGrid } from '@/features/site/components/feature-grid';
import { PageHero } from '@/features/site/components/page-hero';
import { PlayMoneyNotice } from '@/features/site/components/play-money-notice';
import { StepList, type Step } from '@/features/site/components/step-list';
import { usePageMeta } from '@/hooks/use-page-meta';

const STEPS: Step[] = [
  {
    title: 'Register',
    body: 'Create your arcade account on the Galactic Arcade site; it opens in a new tab.',
    action: <RegisterNowButton />,
  },
  {
    title: 'Add Credits',
    body: 'Message support in the chat with your arcade username to load play-money credits.',
  },
  {
    title: 'Pick Games',
    body: 'Choose from 14+ games: slots, crash, mines, plinko, keno, blackjack, roulette and more.',
  },
  {
    title: 'Win Bonuses',
    body: 'Climb the leaderboards, open treasure chests and unlock milestone rewards as you play.',
  },
];

export function GalacticArcadePage() {
  usePageMeta({
    title: 'Galactic Arcade',
    description:
      '14+ space-themed arcade games, from Space Slots and Rocket Crash to Asteroid Mines, with weekly and monthly leaderboards, treasure chests and milestone rewards. Play money only.',
  });

  return (
    <>
      <PageHero
        backLink
        eyebrow="14+ space-themed games"
        title="Galactic Arcade"
        subtitle="Slots, crash games, mines, plinko and table classics in a casino that orbits the stars, all played with virtual credits."
      />
      <ContentSection headingId="arcade-steps-title" eyebrow="Four steps" title="Launch Sequence">
        <StepList steps={STEPS} />
      </ContentSection>
      <ContentSection
        headingId="arcade-games-title"
        eyebrow="The line-up"
        title="14 Games and Counting"
        intro="Hover over the strip, or tab into it, to stop it and take a closer look."
      >
        <GameStrip />
      </ContentSection>
      <ContentSection
        headingId="arcade-rewards-title"
        eyebrow="Rewards"
        title="Bonuses That Keep Coming"
      >
        <FeatureGrid features={ARCADE_REWARDS} accent="#8b5cf6" />
      </ContentSection>
      <PaymentMethodsSection
        headingId="arcade-payments-title"
        intro="Load play-money credits through support with any of these methods."
      />
      <Container sx={{ pb: { xs: 8, md: 12 } }}>
        <PlayMoneyNotice />
      </Container>
    </>
  );
}
