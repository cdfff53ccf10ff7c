import { Button, Card, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** 'Ready to Get Started': a last nudge towards the club's home page. */
export function ReadySection() {
  return (
    <Container component="section" aria-labelledby="ready-title" sx={{ pb: { xs: 8, md: 12 } }}>
      <Card
        sx={{
          p: { xs: 3, md: 6 },
          textAlign: 'center',
          background: 'linear-gradient(135deg, rgba(139, 92, 246, 0.25), rgba(34, 211, 238, 0.12))',
        }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography id="ready-title" variant="h4" component="h2">
            Ready to Get Started
          </Typography>
          <Typography color="textSecondary" sx={{ maxWidth: 560 }}>
            Join 3000+ members who play every day with virtual currency, backed by live support
            around the clock.
          </Typography>
          <Button component={RouterLink} to="/" variant="contained" size="large">
            Join Club
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
