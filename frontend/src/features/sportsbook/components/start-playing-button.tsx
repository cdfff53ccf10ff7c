import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button } from '@mui/material';
import { useOpenSupportChat } from '@/features/chat-launcher/use-open-support-chat';

/** The sportsbook's start button: opens the chat for a sportsbook deposit. */
export function StartPlayingButton() {
  const openSupportChat = useOpenSupportChat();

  return (
    <Button
      variant="contained"
      size="large"
      startIcon={<PlayArrowIcon />}
      onClick={() => openSupportChat({ flow: 'deposit', game: 'sportsbook' })}
      sx={{ alignSelf: 'flex-start' }}
    >
      Start Playing
    </Button>
  );
}
