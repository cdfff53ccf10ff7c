import { Alert, Button } from '@mui/material';
import { CONVERSATION_REMOVED_TEXT } from '@club/contracts';
import { MessagesFailedAlert } from '@/components/chat/messages-failed-alert';

interface ChatStatusNoticeProps {
  /** The conversation could not be started, even after the retry. */
  startFailed?: boolean;
  /** Support deleted the conversation (not closed: it is gone). */
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
        {CONVERSATION_REMOVED_TEXT}
      </Alert>
    );
  }
  if (messagesFailed) return <MessagesFailedAlert sx={{ borderRadius: 0 }} />;
  return null;
}
