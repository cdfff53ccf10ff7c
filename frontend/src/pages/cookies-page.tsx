import { CookiePolicy } from '@/features/legal/components/cookie-policy';
import { usePageMeta } from '@/hooks/use-page-meta';

export function CookiesPage() {
  usePageMeta({
    title: 'Cookie Policy',
    description:
      'The cookies Play Money Club uses (session_id, user_preferences, analytics_id, chat_state), what they do, how long they last and how to manage them.',
  });
  return <CookiePolicy />;
}
