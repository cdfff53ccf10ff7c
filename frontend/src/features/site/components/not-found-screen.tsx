import HomeIcon from '@mui/icons-material/Home';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

const WAYS_FORWARD = [
  { label: 'Back to Home', to: '/', icon: <HomeIcon />, variant: 'contained' },
  { label: 'Choose Your Game', to: '/play', icon: <SportsEsportsIcon />, variant: 'outlined' },
  { label: 'Contact Support', to: '/contact', icon: <SupportAgentIcon />, variant: 'outlined' },
] as const;

/** SPEC's two lines of the not-found screen, then the ways on: home, the games, support. */
export function NotFoundScreen() {
  return (
    <Container maxWidth="sm" sx={{ pt: { xs: 14, md: 18 }, pb: { xs: 10, md: 14 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h4" component="h1">
          404 Page Not Found
        </Typography>
        <Typography color="text.secondary">
          Did you forget to add the page to the router?
        </Typography>
        <Stack
          component="nav"
          aria-label="Ways forward"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ pt: 1, alignSelf: { xs: 'stretch', sm: 'center' } }}
        >
          {WAYS_FORWARD.map(({ label, to, icon, variant }) => (
            <Button
              key={to}
              component={RouterLink}
              to={to}
              variant={variant}
              color={variant === 'contained' ? 'primary' : 'secondary'}
              startIcon={icon}
            >
              {label}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
