import { ACCOUNT_TEXT, type AccountSessionView } from '@club/contracts';
import { Alert, Button, Chip, List, ListItem, ListItemText, Stack } from '@mui/material';
import { errorText } from '@/api/error-text';
import { useToast } from '@/components/toast/use-toast';
import {
  useEndAccountSessionMutation,
  useEndOtherAccountSessionsMutation,
  useGetAccountSessionsQuery,
} from '../account-api';
import { AccountSection } from './account-section';

const lastSeenText = (session: AccountSessionView) =>
  session.lastSeenAt
    ? `${ACCOUNT_TEXT.lastSeen} ${new Date(session.lastSeenAt).toLocaleString()}`
    : undefined;

/** The account's signed-in browsers; any other one can be signed out from here. */
export function SessionList() {
  const toast = useToast();
  const { data: sessions, error } = useGetAccountSessionsQuery();
  const [endSession, ending] = useEndAccountSessionMutation();
  const [endOthers, endingOthers] = useEndOtherAccountSessionsMutation();
  const busy = ending.isLoading || endingOthers.isLoading;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done });
    } catch (failure) {
      toast({
        title: ACCOUNT_TEXT.failedTitle,
        description: errorText(failure),
        variant: 'destructive',
      });
    }
  };

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <AccountSection id="account-sessions" title={ACCOUNT_TEXT.sessionsTitle}>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      <List disablePadding aria-label={ACCOUNT_TEXT.sessionsTitle}>
        {sessions?.map((session) => (
          <ListItem key={session.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={session.device}
              secondary={lastSeenText(session)}
              sx={{ minWidth: 0, flex: '1 1 12rem' }}
            />
            {session.current ? (
              <Chip label={ACCOUNT_TEXT.sessionsThisDevice} size="small" color="primary" />
            ) : (
              <Button
                variant="outlined"
                size="small"
                disabled={busy}
                aria-label={`${ACCOUNT_TEXT.sessionSignOut}: ${session.device}`}
                onClick={() =>
                  void run(() => endSession(session.id).unwrap(), ACCOUNT_TEXT.sessionSignedOut)
                }
              >
                {ACCOUNT_TEXT.sessionSignOut}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      {others.length > 0 && (
        <Stack direction="row" sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            color="secondary"
            disabled={busy}
            onClick={() =>
              void run(() => endOthers().unwrap(), ACCOUNT_TEXT.sessionsOthersSignedOut)
            }
          >
            {ACCOUNT_TEXT.sessionsSignOutOthers}
          </Button>
        </Stack>
      )}
    </AccountSection>
  );
}
