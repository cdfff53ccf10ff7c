import { Box } from '@mui/material';
import { SUPPORT_STATUS_POLL_MS, SUPPORT_STATUS_TEXT } from '@club/contracts';
import { useGetSupportStatusQuery } from '../support-status-api';

/**
 * The header's line about support: online now, or the expected reply time. Asked for every
 * SUPPORT_STATUS_POLL_MS while the panel is open; nothing is shown until the first answer.
 */
export function SupportStatusLine() {
  const { data } = useGetSupportStatusQuery(undefined, {
    pollingInterval: SUPPORT_STATUS_POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  if (!data) return null;
  return (
    <Box
      component="span"
      data-testid="support-status"
      data-online={data.online}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: data.online ? 'success.main' : 'text.disabled',
        }}
      />
      {data.online ? SUPPORT_STATUS_TEXT.online : data.expectedReply}
    </Box>
  );
}
