import { Chip, Container, Stack, Typography } from '@mui/material';
import { useDocumentTitle } from '@/hooks/use-document-title';

interface PagePlaceholderProps {
  title: string;
  description: string;
}

/** Stand-in for a page whose content is not built yet. */
export function PagePlaceholder({ title, description }: PagePlaceholderProps) {
  useDocumentTitle(title);

  return (
    <Container maxWidth="md" sx={{ pt: { xs: 14, md: 18 }, pb: { xs: 10, md: 14 } }}>
      <Stack spacing={2}>
        <Chip
          label="Coming soon"
          color="secondary"
          variant="outlined"
          size="small"
          sx={{ alignSelf: 'flex-start' }}
        />
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
          {description}
        </Typography>
      </Stack>
    </Container>
  );
}
