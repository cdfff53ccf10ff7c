import { Alert, Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PartErrorBoundary } from '@/components/part-error-boundary';
import { selectSession } from '@/features/auth/session-slice';
import {
  openSupportChat,
  selectSupportChatRequest,
} from '@/features/chat-launcher/chat-launcher-slice';
import { useAfterPageLoad } from '@/hooks/use-after-page-load';
import { loadChunk } from '@/lib/load-chunk';
import { isPageWithoutWidget } from './chat-widget-pages';
import { ChatLauncherButton } from './components/chat-launcher-button';

/** A fresh lazy component: React keeps a failed one failed, so a retry needs a new one. */
const lazyChatWidgetHost = () =>
  lazy(async () => ({
    default: await loadChunk(async () => (await import('./chat-widget-host')).ChatWidgetHost),
  }));

let ChatWidgetHost = lazyChatWidgetHost();

/**
 * Mounted once in the app frame: the floating support chat, which pages open with
 * `openSupportChat`. Its code loads once the page itself has loaded and the browser
 * is idle, or at once when a page asks for the chat before that.
 */
export function SupportChatHost() {
  const requested = useAppSelector(selectSupportChatRequest) !== null;
  const pageLoaded = useAfterPageLoad();
  const [attempt, setAttempt] = useState(0);
  const launcher = <VisitorLauncher />;
  if (!requested && !pageLoaded) return launcher;

  const retry = () => {
    ChatWidgetHost = lazyChatWidgetHost();
    setAttempt(attempt + 1);
  };
  return (
    <PartErrorBoundary key={attempt} fallback={<ChatUnavailable onRetry={retry} />}>
      <Suspense fallback={launcher}>
        <ChatWidgetHost whileLoading={launcher} />
      </Suspense>
    </PartErrorBoundary>
  );
}

/**
 * Until the widget's code is there: for a visitor known to be signed out, its floating button,
 * in the pre-rendered page too, which asks for the chat (and so its code) when pressed.
 */
function VisitorLauncher() {
  const dispatch = useAppDispatch();
  const { user, status } = useAppSelector(selectSession);
  const { pathname } = useLocation();
  if (status !== 'ready' || user || isPageWithoutWidget(pathname)) return null;
  return (
    <ChatLauncherButton unread={0} onClick={() => dispatch(openSupportChat({ flow: 'support' }))} />
  );
}

/**
 * In place of a chat whose code did not load after every retry (the connection dropped, or a
 * deploy replaced it since this page loaded): nothing until someone asks for the chat, then a
 * way to try again.
 */
function ChatUnavailable({ onRetry }: { onRetry: () => void }) {
  const requested = useAppSelector(selectSupportChatRequest) !== null;
  if (!requested) return null;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        left: { xs: 16, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      The support chat could not load. Check your connection, then try again.
    </Alert>
  );
}
