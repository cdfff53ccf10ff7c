import { Box, Link } from '@mui/material';
import { WIDGET_SIGN_IN_TEXT } from '@club/contracts';
import type { SignInMode } from '../use-widget-sign-in';

/** The visitor widgets' header links into an account: sign in, or create one, without leaving the chat. */
export function AccountLinks({ onOpen }: { onOpen: (mode: SignInMode) => void }) {
  return (
    <Box
      component="nav"
      aria-label={WIDGET_SIGN_IN_TEXT.linksLabel}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 0.5 }}
    >
      <Link component="button" type="button" variant="caption" onClick={() => onOpen('signIn')}>
        {WIDGET_SIGN_IN_TEXT.signInLink}
      </Link>
      <Link component="button" type="button" variant="caption" onClick={() => onOpen('register')}>
        {WIDGET_SIGN_IN_TEXT.registerLink}
      </Link>
    </Box>
  );
}
