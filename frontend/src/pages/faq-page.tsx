import { Container, Stack } from '@mui/material';
import { FaqContactPrompt } from '@/features/faq/components/faq-contact-prompt';
import { FaqGroupSection } from '@/features/faq/components/faq-group-section';
import { faqGroups } from '@/features/faq/faq-content';
import { GuideLinks } from '@/features/site/components/guide-links';
import { PageHero } from '@/features/site/components/page-hero';
import { useSiteSettings } from '@/features/site/site-settings';
import { usePageMeta } from '@/hooks/use-page-meta';

export function FaqPage() {
  const { pokerClubCode } = useSiteSettings();
  usePageMeta({
    title: 'Frequently Asked Questions',
    description:
      'Answers about poker on ClubGG, the sportsbook & casino, the Galactic Arcade and the club in general: deposits, club code, leaderboards, age and play money.',
  });

  return (
    <>
      <PageHero
        backLink
        eyebrow="Help centre"
        title="Frequently Asked Questions"
        subtitle="Quick answers about each platform and about the club. Select a question to open its answer."
      >
        <GuideLinks guides={['join', 'sports']} />
      </PageHero>
      <Container maxWidth="md">
        <Stack spacing={3}>
          {faqGroups(pokerClubCode).map((group) => (
            <FaqGroupSection key={group.id} group={group} />
          ))}
        </Stack>
        <FaqContactPrompt />
      </Container>
    </>
  );
}
