import { Box, Container, Stack } from '@mui/material';
import { GameChoiceCard } from '@/features/play/components/game-choice-card';
import { ReadySection } from '@/features/play/components/ready-section';
import { GAME_CHOICES } from '@/features/play/game-choices';
import { PageHero } from '@/features/site/components/page-hero';
import { PlayMoneyNotice } from '@/features/site/components/play-money-notice';
import { usePageMeta } from '@/hooks/use-page-meta';

export function PlayPage() {
  usePageMeta({
    title: 'Choose Your Game',
    description:
      'Pick poker on the club app, the sportsbook & casino or the Galactic Arcade, and start a play-money deposit with 24/7 support in the chat.',
  });

  return (
    <>
      <PageHero
        eyebrow="Three platforms"
        title="Choose Your Game"
        subtitle="Pick where you want to play. Play Now opens the support chat, where the team sets up your play-money balance in minutes."
      />
      <Container sx={{ pb: { xs: 8, md: 10 } }}>
        <Stack spacing={4}>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            {GAME_CHOICES.map((choice) => (
              <GameChoiceCard key={choice.game} choice={choice} />
            ))}
          </Box>
          <PlayMoneyNotice />
        </Stack>
      </Container>
      <ReadySection />
    </>
  );
}
