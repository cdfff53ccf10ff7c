import { Button, Container, Stack, Typography } from '@mui/material';

/** Shown when a page fails to render or its code cannot be loaded. */
export function RouteError() {
  return (
    <Container maxWidth="sm" sx={{ pt: { xs: 14, md: 18 }, pb: 10 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h4" component="h1">
          Something went wrong
        </Typography>
        <Typography color="text.secondary">
          This page could not be displayed. Reloading usually fixes it.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Stack>
    </Container>
  );
}
