import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Container, Stack } from '@mui/material';
import { PaymentMethodsSection } from '@/features/payment-methods/components/payment-methods-section';
import { GetStartedCard } from '@/features/poker/components/get-started-card';
import { PokerGamesSection } from '@/features/poker/components/poker-games-section';
import { PokerTablesSection } from '@/features/poker/components/poker-tables-section';
import { GuideLinks } from '@/features/site/components/guide-links';
import { PageHero } from '@/features/site/components/page-hero';
import { NewTabHint } from '@/features/site/components/new-tab-hint';
import { PlayMoneyNotice } from '@/features/site/components/play-money-notice';
import { EXTERNAL_LINKS, NEW_TAB } from '@/features/site/external-links';
import { usePageMeta } from '@/hooks/use-page-meta';

export function PokerPage() {
  usePageMeta({
    title: 'Poker on ClubGG',
    description:
      "Play no-limit hold'em, pot-limit Omaha and tournaments with the club on the ClubGG app. Download the app, enter our 6-digit club code and play with play money.",
  });

  return (
    <>
      <PageHero
        backLink
        eyebrow="Poker on ClubGG"
        title="Poker on ClubGG"
        subtitle="No-limit hold'em, pot-limit Omaha and tournaments with fellow members, on the ClubGG app and always with play-money chips."
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            href={EXTERNAL_LINKS.pokerApp}
            {...NEW_TAB}
            variant="contained"
            size="large"
            startIcon={<DownloadIcon />}
          >
            Download the Poker App
            <NewTabHint />
          </Button>
        </Stack>
        <GuideLinks guides={['join']} />
      </PageHero>
      <Container>
        <Box sx={{ maxWidth: 880 }}>
          <GetStartedCard />
        </Box>
      </Container>
      <PokerTablesSection />
      <PokerGamesSection />
      <PaymentMethodsSection
        headingId="poker-payments-title"
        intro="Fund your play-money chip balance through support with any of these methods."
      />
      <Container sx={{ pb: { xs: 8, md: 12 } }}>
        <PlayMoneyNotice />
      </Container>
    </>
  );
}
