import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button } from '@mui/material';
import { useOpenSupportChat } from '@/features/chat-launcher/use-open-support-chat';

/** 'Play Now!': chips come from support, so it opens the chat for a poker deposit. */
export function PlayNowButton() {
  const openSupportChat = useOpenSupportChat();

  return (
    <Button
      variant="contained"
      size="large"
      startIcon={<PlayArrowIcon />}
      onClick={() => openSupportChat({ flow: 'deposit', game: 'poker' })}
    >
      Play Now!
    </Button>
  );
}
