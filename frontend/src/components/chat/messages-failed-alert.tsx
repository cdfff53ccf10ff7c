import { Alert, type SxProps, type Theme } from '@mui/material';
import { useBrowserOnline } from '@/hooks/use-browser-online';

export const MESSAGES_FAILED_TEXT = 'Failed to fetch messages';
export const MESSAGES_FAILED_OFFLINE_TEXT =
  'Failed to fetch messages: you are offline. They will load when you are back online.';

/**
 * A thread's messages did not load (SPEC §8). Offline it says so, as a warning: nothing is
 * wrong with the chat, and the messages written meanwhile wait to be sent.
 */
export function MessagesFailedAlert({ sx }: { sx?: SxProps<Theme> }) {
  const online = useBrowserOnline();
  return (
    <Alert severity={online ? 'error' : 'warning'} sx={sx}>
      {online ? MESSAGES_FAILED_TEXT : MESSAGES_FAILED_OFFLINE_TEXT}
    </Alert>
  );
}
