import { Box, Typography } from '@mui/material';
import { AUTOMATIC_MESSAGE, AUTOMATIC_MESSAGE_LABEL } from '@club/contracts';
import type { ChatMessage } from '@/realtime/chat-message';

/** A message that tells what happened in the conversation rather than what someone said. */
export function isSystemNotice(message: ChatMessage): boolean {
  return 'automatic' in message && message.automatic === AUTOMATIC_MESSAGE.memberSignIn;
}

/** Drawn across the thread, centred, belonging to neither side (not the member's bubble). */
export function SystemNotice({ message }: { message: ChatMessage }) {
  return (
    <Box
      component="li"
      data-testid="system-notice"
      sx={{ listStyle: 'none', alignSelf: 'center', maxWidth: '90%', textAlign: 'center', my: 0.5 }}
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
        {AUTOMATIC_MESSAGE_LABEL}
      </Typography>
      <Typography variant="body2" color="text.secondary" component="p" sx={{ m: 0 }}>
        {message.content}
      </Typography>
    </Box>
  );
}
