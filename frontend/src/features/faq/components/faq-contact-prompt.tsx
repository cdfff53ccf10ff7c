import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { LANDING_SECTIONS } from '@/config/site';
import { useSectionLink } from '@/hooks/use-section-link';

/** 'Still have questions?' with the Contact Us link to the landing page's contact section. */
export function FaqContactPrompt() {
  const sectionLink = useSectionLink();

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 8 } }}>
      <Typography variant="h5" component="h2">
        Still have questions?
      </Typography>
      <Typography color="textSecondary">
        Our support team is online 24/7 and happy to help.
      </Typography>
      <Button component={RouterLink} {...sectionLink(LANDING_SECTIONS.contact)} variant="contained">
        Contact Us
      </Button>
    </Stack>
  );
}
