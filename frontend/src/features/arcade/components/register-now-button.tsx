import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import { NewTabHint } from '@/features/site/components/new-tab-hint';
import { EXTERNAL_LINKS, NEW_TAB } from '@/features/site/external-links';

/** Opens the arcade's own sign-up page in a new tab. */
export function RegisterNowButton() {
  return (
    <Button
      href={EXTERNAL_LINKS.arcadeRegister}
      {...NEW_TAB}
      variant="contained"
      endIcon={<OpenInNewIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      Register Now
      <NewTabHint />
    </Button>
  );
}
