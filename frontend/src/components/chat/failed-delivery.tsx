import { Box, Button, Typography } from '@mui/material';
import { DELIVERY_TEXT } from '@club/contracts';

interface FailedDeliveryProps {
  /** Why it is not stored (`sendFailure`). */
  reason: string;
  onRetry?: () => void;
}

/** Under a message the server has not confirmed: why, and a button to send it again. */
export function FailedDelivery({ reason, onRetry }: FailedDeliveryProps) {
  return (
    <Box
      data-testid="delivery-failed"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 0.25 }}
    >
      <Typography variant="caption" sx={{ color: 'error.main' }}>
        {reason}
      </Typography>
      {onRetry && (
        <Button size="small" color="inherit" onClick={onRetry} sx={{ minWidth: 0, py: 0 }}>
          {DELIVERY_TEXT.retry}
        </Button>
      )}
    </Box>
  );
}
