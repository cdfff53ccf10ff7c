import HomeIcon from '@mui/icons-material/Home';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, Container, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { MembershipTiers } from '@/features/join/components/membership-tiers';
import { JOIN_STEPS } from '@/features/join/join-content';
import { ContentSection } from '@/features/site/components/content-section';
import { PageHero } from '@/features/site/components/page-hero';
import { PlayMoneyNotice } from '@/features/site/components/play-money-notice';
import { StepList } from '@/features/site/components/step-list';
import { usePageMeta } from '@/features/site/use-page-meta';

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
      <Container sx={{ pb: { xs: 8, md: 12 } }}>
        <Stack spacing={4}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              component={RouterLink}
              to="/auth"
              variant="contained"
              size="large"
              startIcon={<PersonAddIcon />}
            >
              Start Registration
            </Button>
            <Button
              component={RouterLink}
              to="/"
              variant="outlined"
              color="secondary"
              size="large"
              startIcon={<HomeIcon />}
            >
              Back to Home
            </Button>
          </Stack>
          <PlayMoneyNotice />
        </Stack>
      </Container>
    </>
  );
}
