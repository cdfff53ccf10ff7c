import { Alert, Button } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { PartErrorBoundary } from '@/components/part-error-boundary';
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
    <PartErrorBoundary fallback={<ChatUnavailable />}>
      <Suspense fallback={null}>
        <ChatWidgetHost />
      </Suspense>
    </PartErrorBoundary>
  );
}

/**
 * In place of a chat whose code failed to load (a deploy replaced it since this page loaded):
 * nothing until someone asks for the chat, then a way to reload.
 */
function ChatUnavailable() {
  const requested = useAppSelector(selectSupportChatRequest) !== null;
  if (!requested) return null;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          Reload
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
      The support chat could not load. Reload the page to try again.
    </Alert>
  );
}
