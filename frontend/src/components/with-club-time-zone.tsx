import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { errorText } from '@/api/error-text';
import { useGetSiteConfigQuery } from '@/api/site-config-api';

/**
 * A section whose days and times are the club's (CLUB_TIME_ZONE, from the site config): it shows
 * once the zone is known, with a spinner until then and the failure with Retry, so no day or time
 * is ever shown in another zone.
 */
export function WithClubTimeZone({
  loadingLabel,
  children,
}: {
  /** The spinner's accessible name, as the section's own loading says it. */
  loadingLabel: string;
  children: (timeZone: string) => ReactNode;
}) {
  const { data, error, isFetching, refetch } = useGetSiteConfigQuery();
  if (data) return children(data.clubTimeZone);
  if (error && !isFetching)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        Could not load the club&apos;s time zone: {errorText(error)}
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={loadingLabel} />
    </Box>
  );
}
