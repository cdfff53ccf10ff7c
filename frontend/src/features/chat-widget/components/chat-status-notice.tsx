import { Alert, Button } from '@mui/material';

interface ChatStatusNoticeProps {
  /** The conversation could not be started, even after the retry. */
  startFailed?: boolean;
  /** Support deleted the conversation. */
  deleted?: boolean;
  /** Loading the messages failed. */
  messagesFailed?: boolean;
  onRetry?: () => void;
}

/** A line above the messages when something needs the visitor's attention. */
export function ChatStatusNotice({
  startFailed,
  deleted,
  messagesFailed,
  onRetry,
}: ChatStatusNoticeProps) {
  if (startFailed) {
    return (
      <Alert
        severity="error"
        sx={{ borderRadius: 0 }}
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              Retry
            </Button>
          )
        }
      >
        Failed to start chat session
      </Alert>
    );
  }
  if (deleted) {
    return (
      <Alert severity="info" sx={{ borderRadius: 0 }}>
        Support closed this conversation. Send a message to start a new one.
      </Alert>
    );
  }
  if (messagesFailed) {
    return (
      <Alert severity="error" sx={{ borderRadius: 0 }}>
        Failed to fetch messages
      </Alert>
    );
  }
  return null;
}
