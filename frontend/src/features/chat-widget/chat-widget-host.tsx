import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { DeviceChatWidget } from './components/device-chat-widget';
import { GuestChatWidget } from './components/guest-chat-widget';
import { isPageWithoutWidget } from './chat-widget-pages';
import { MemberChatWidget } from './components/member-chat-widget';
import { useGetSiteConfigQuery } from '@/api/site-config-api';

/**
 * The floating support chat on every page: members get their account chat; anonymous
 * visitors get the widget the server's VISITOR_CHAT names (the guest-named one by default).
 */
export function ChatWidgetHost({ whileLoading = null }: { whileLoading?: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  const siteConfig = useGetSiteConfigQuery(user || isLoading ? skipToken : undefined);

  if (isLoading || isPageWithoutWidget(pathname)) return null;
  if (user) return <MemberChatWidget key={user.id} user={user} />;
  if (siteConfig.isLoading || siteConfig.isUninitialized) return whileLoading;
  return siteConfig.data?.visitorChat === 'device' ? <DeviceChatWidget /> : <GuestChatWidget />;
}
