import { ContactSection } from '@/features/contact/components/contact-section';
import { HeroSection } from '@/features/landing/components/hero-section';
import { MembershipSection } from '@/features/landing/components/membership-section';
import { useSmoothAnchorScrolling } from '@/features/landing/use-smooth-anchor-scrolling';
import { usePageMeta, type PageMeta } from '@/hooks/use-page-meta';
import { useScrollOnLoad } from '@/features/site/use-scroll-on-load';

export const HOME_PAGE_META: PageMeta = {
  title: 'Poker, Sportsbook & Arcade with Play Money',
  description:
    'Join 3000+ members playing poker on ClubGG, a sportsbook & casino and 14+ Galactic Arcade games with virtual currency only. 24/7 live support, 18+.',
};

export function HomePage() {
  usePageMeta(HOME_PAGE_META);
  useSmoothAnchorScrolling();
  useScrollOnLoad();

  return (
    <>
      <HeroSection />
      <MembershipSection />
      <ContactSection title="Get in Touch" />
    </>
  );
}
