import { Box, Container } from '@mui/material';
import { LANDING_SECTIONS } from '@/config/site';
import { GuideLinks } from '@/features/site/components/guide-links';
import { GAME_PLATFORMS } from '../games';
import { GameCard } from './game-card';
import { SectionHeading } from './section-heading';

/** 'Choose Your Game': one large card per platform. */
export function MembershipSection() {
  return (
    <Box
      component="section"
      id={LANDING_SECTIONS.membership}
      aria-labelledby="membership-title"
      sx={{ py: { xs: 10, md: 14 } }}
    >
      <Container>
        <SectionHeading
          id="membership-title"
          eyebrow="Three platforms, one club"
          title="Choose Your Game"
          subtitle="Every platform runs on virtual currency: all of the thrill, none of the risk."
        />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {GAME_PLATFORMS.map((platform) => (
            <GameCard key={platform.id} platform={platform} />
          ))}
        </Box>
        <Box sx={{ mt: 5 }}>
          <GuideLinks guides={['join', 'sports']} centered />
        </Box>
      </Container>
    </Box>
  );
}
