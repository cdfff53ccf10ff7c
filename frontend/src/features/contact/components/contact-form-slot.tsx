import { Box, Stack } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '@/features/site/use-near-viewport';
import { loadChunk } from '@/lib/load-chunk';

const ContactForm = lazy(async () => ({
  default: await loadChunk(async () => (await import('./contact-form')).ContactForm),
}));

const FORM_MIN_HEIGHT = 420;

const PLACEHOLDER_HEIGHTS = [56, 56, 56, 150];

/** The form's outline while its code loads. */
function FormPlaceholder() {
  return (
    <Stack spacing={2.5} aria-hidden="true">
      {PLACEHOLDER_HEIGHTS.map((height, index) => (
        <Box key={index} sx={{ height, borderRadius: 1, bgcolor: 'action.hover' }} />
      ))}
      <Box sx={{ height: 44, width: 180, borderRadius: 999, bgcolor: 'action.hover' }} />
    </Stack>
  );
}

/** Loads the form's code when the visitor scrolls near it, keeping the landing page light. */
export function ContactFormSlot() {
  const { ref, near } = useNearViewport<HTMLDivElement>();

  return (
    <Box ref={ref} sx={{ minHeight: FORM_MIN_HEIGHT }}>
      {near ? (
        <Suspense fallback={<FormPlaceholder />}>
          <ContactForm />
        </Suspense>
      ) : (
        <FormPlaceholder />
      )}
    </Box>
  );
}
