import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Button, Card, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { signInPath } from '@/lib/return-path';

interface SignInRequiredProps {
  message: string;
  title?: string;
  /** Where to come back to once signed in; home when not given. */
  returnTo?: string;
}

/** Shown instead of a page that needs a signed-in user. */
export function SignInRequired({
  message,
  title = 'Authentication Required',
  returnTo,
}: SignInRequiredProps) {
  return (
    <Container maxWidth="sm" sx={{ pt: { xs: 14, md: 18 }, pb: { xs: 8, md: 12 } }}>
      <Card sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <LockOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden="true" />
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{message}</Typography>
          <Button
            component={RouterLink}
            to={returnTo ? signInPath(returnTo) : '/auth'}
            variant="contained"
            size="large"
          >
            Sign In
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
