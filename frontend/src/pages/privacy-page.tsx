import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { usePageMeta } from '@/hooks/use-page-meta';

export function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description:
      'What personal data Play Money Club collects, why, how long we keep it and your rights. We answer data requests within one month and collect no data of under-18s.',
  });
  return <PrivacyPolicy />;
}
