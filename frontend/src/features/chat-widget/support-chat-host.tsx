import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useAfterPageLoad } from '@/features/site/use-after-page-load';
import { selectSupportChatRequest } from '@/features/chat-launcher/chat-launcher-slice';

const ChatWidgetHost = lazy(async () => ({
  default: (await import('./chat-widget-host')).ChatWidgetHost,
}));

/**
 * Mounted once in the app frame: the floating support chat, which pages open with
 * `openSupportChat`. Its code loads once the page itself has loaded and the browser
 * is idle, or at once when a page asks for the chat before that.
 */
export function SupportChatHost() {
  const requested = useAppSelector(selectSupportChatRequest) !== null;
  const pageLoaded = useAfterPageLoad();
  if (!requested && !pageLoaded) return null;

  return (
    <Suspense fallback={null}>
      <ChatWidgetHost />
    </Suspense>
  );
}
