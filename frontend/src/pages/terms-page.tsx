import { TermsOfService } from '@/features/legal/components/terms-of-service';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useScrollOnLoad } from '@/features/site/use-scroll-on-load';

export function TermsPage() {
  usePageMeta({
    title: 'Terms of Service',
    description:
      'The terms for using Play Money Club, a play-money entertainment platform for adults 18+: no real money is wagered or won.',
  });
  useScrollOnLoad();
  return <TermsOfService />;
}
