import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { errorText } from '@/api/error-text';

/** A list's loading spinner, or its error with Retry. */
export function ListStatus({
  what,
  isLoading,
  error,
  onRetry,
}: {
  what: string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (isLoading)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={`Loading ${what}`} />
      </Box>
    );
  if (!error) return null;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      Could not load the {what}: {errorText(error)}
    </Alert>
  );
}

/** First page and Next page of a list whose page position is in the address. */
export function PageNav({
  atFirst,
  onFirst,
  onNext,
}: {
  atFirst: boolean;
  onFirst: () => void;
  onNext?: () => void;
}) {
  if (atFirst && !onNext) return null;
  return (
    <Stack direction="row" component="nav" aria-label="Pages" sx={{ gap: 1 }}>
      {!atFirst && <Button onClick={onFirst}>First page</Button>}
      {onNext && (
        <Button variant="outlined" onClick={onNext}>
          Next page
        </Button>
      )}
    </Stack>
  );
}
