import { Alert } from '@mui/material';
import { useAppSelector } from '@/app/hooks';
import { selectIsReconnecting } from '@/realtime/realtime-slice';

/** Shown while the live connection is being restored; messages sent meanwhile still go out. */
export function ReconnectingNotice() {
  const reconnecting = useAppSelector(selectIsReconnecting);
  return (
    <div role="status">
      {reconnecting && (
        <Alert severity="warning" sx={{ borderRadius: 0, py: 0 }}>
          Connection lost. Reconnecting…
        </Alert>
      )}
    </div>
  );
}
