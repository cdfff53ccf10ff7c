import type { UserView } from '@club/contracts';
import { Outlet } from 'react-router-dom';
import type { CommunityLinks } from '@/components/layout/community-channels';
import type { HeaderSession } from '@/components/layout/header-session';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteLayout } from '@/components/layout/site-layout';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useLogout } from '@/features/auth/use-logout';
import { isAdmin, welcomeName } from '@/features/auth/user';
import { SupportChatHost } from '@/features/chat-widget/support-chat-host';
import { useSiteSettings } from '@/features/site/site-settings';

function toHeaderSession(user: UserView | null, isLoading: boolean): HeaderSession {
  if (isLoading) return { status: 'loading' };
  if (!user) return { status: 'signed-out' };
  return {
    status: 'signed-in',
    welcomeName: welcomeName(user),
    isAdmin: isAdmin(user),
  };
}

/** The header with the session and the club's links wired in. */
function SessionHeader({ communityLinks }: { communityLinks: CommunityLinks }) {
  const { user, isLoading } = useCurrentUser();
  const { logout, isLoggingOut } = useLogout();

  return (
    <SiteHeader
      session={toHeaderSession(user, isLoading)}
      onLogout={logout}
      isLoggingOut={isLoggingOut}
      communityLinks={communityLinks}
    />
  );
}

/** The root route: the site frame around the page. */
export function RootLayout() {
  const settings = useSiteSettings();
  return (
    <SiteLayout header={<SessionHeader communityLinks={settings} />} settings={settings}>
      <Outlet />
      <SupportChatHost />
    </SiteLayout>
  );
}
