import { Box, Button, InputBase, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { FOLLOW_UP_EMAIL_MAX_LENGTH, SUPPORT_STATUS_TEXT } from '@club/contracts';
import { errorText } from '@/api/error-text';
import { useGetFollowUpEmailQuery, useSetFollowUpEmailMutation } from '../support-status-api';
import { usePanelAvailability } from '../use-panel-availability';

interface FollowUpEmailProps {
  conversationId: string | undefined;
  supportTyping: boolean;
}

/**
 * While no one from support is online, a visitor may leave an e-mail address for the reply (and
 * change it later); replies are mailed once the link mailed to it has been opened. Shown once the
 * visitor's conversation exists, by the header's rule. Once shown it stays mounted, only hidden
 * while support is online, so an address being typed survives support coming and going.
 */
export function FollowUpEmail({ conversationId, supportTyping }: FollowUpEmailProps) {
  const { offerFollowUp } = usePanelAvailability(supportTyping);
  const [offered, setOffered] = useState(offerFollowUp);
  if (offerFollowUp && !offered) setOffered(true);
  const { data: saved } = useGetFollowUpEmailQuery(conversationId ?? '', {
    skip: !offered || !conversationId,
  });
  if (!offered || !conversationId || !saved) return null;
  return (
    <Box hidden={!offerFollowUp}>
      <FollowUpEmailForm
        conversationId={conversationId}
        saved={saved.email}
        confirmed={saved.confirmed}
      />
    </Box>
  );
}

function FollowUpEmailForm({
  conversationId,
  saved,
  confirmed,
}: {
  conversationId: string;
  saved: string | null;
  confirmed: boolean;
}) {
  const [editing, setEditing] = useState(saved === null);
  const [email, setEmail] = useState(saved ?? '');
  const [save, { isLoading, error, reset }] = useSetFollowUpEmailMutation();
  const promptId = useId();
  const errorId = useId();

  if (!editing && saved !== null) {
    return (
      <Box sx={stripSx} data-testid="follow-up-email">
        <Typography variant="caption" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {confirmed
            ? SUPPORT_STATUS_TEXT.followUpSaved(saved)
            : SUPPORT_STATUS_TEXT.followUpPending(saved)}
        </Typography>
        <Button
          size="small"
          onClick={() => {
            setEmail(saved);
            reset();
            setEditing(true);
          }}
        >
          {SUPPORT_STATUS_TEXT.followUpChange}
        </Button>
      </Box>
    );
  }

  return (
    <Box
      component="form"
      data-testid="follow-up-email"
      aria-describedby={promptId}
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await save({ conversationId, email: email.trim() });
        if (!('error' in result)) setEditing(false);
      }}
      sx={{ ...stripSx, flexWrap: 'wrap' }}
    >
      <Typography id={promptId} variant="caption" sx={{ width: '100%', color: 'text.secondary' }}>
        {SUPPORT_STATUS_TEXT.followUpPrompt}
      </Typography>
      <InputBase
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        inputProps={{
          'aria-label': SUPPORT_STATUS_TEXT.followUpLabel,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          maxLength: FOLLOW_UP_EMAIL_MAX_LENGTH,
          autoComplete: 'email',
        }}
        placeholder="you@example.com"
        sx={{
          flex: 1,
          minWidth: 0,
          px: 1.25,
          py: 0.25,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
        }}
      />
      <Button type="submit" variant="outlined" size="small" disabled={isLoading}>
        {SUPPORT_STATUS_TEXT.followUpSave}
      </Button>
      {error && (
        <Typography
          id={errorId}
          role="alert"
          variant="caption"
          sx={{ width: '100%', color: 'error.main' }}
        >
          {errorText(error, 'The address was not saved. Please try again.')}
        </Typography>
      )}
    </Box>
  );
}

const stripSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  px: 2,
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
} as const;
