import HomeIcon from '@mui/icons-material/Home';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, Container, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PlayMoneyNotice } from './play-money-notice';

/** The end of a guide page: sign up (the Join Club tab of /auth), back home, and the play-money notice. */
export function GuideActions({ registerLabel }: { registerLabel: string }) {
  return (
    <Container sx={{ pb: { xs: 8, md: 12 } }}>
      <Stack spacing={4}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            component={RouterLink}
            to="/auth?tab=register"
            variant="contained"
            size="large"
            startIcon={<PersonAddIcon />}
          >
            {registerLabel}
          </Button>
          <Button
            component={RouterLink}
            to="/"
            variant="outlined"
            color="secondary"
            size="large"
            startIcon={<HomeIcon />}
          >
            Back to Home
          </Button>
        </Stack>
        <PlayMoneyNotice />
      </Stack>
    </Container>
  );
}
