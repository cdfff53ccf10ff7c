import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');

  return (
    <Container maxWidth="sm" sx={{ pt: { xs: 14, md: 18 }, pb: { xs: 10, md: 14 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h4" component="h1">
          404 Page Not Found
        </Typography>
        <Typography color="text.secondary">
          Did you forget to add the page to the router?
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
