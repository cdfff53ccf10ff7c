import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { errorText } from '@/api/error-text';
import { useGetSiteSettingsQuery } from '../site-settings-api';
import { SiteSettingsForm } from './site-settings-form';

/** The settings page's content: loading, a failed read with a retry, or the form. */
export function SiteSettingsEditor() {
  const { data, error, isLoading, isFetching, refetch } = useGetSiteSettingsQuery();

  if (isLoading)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading settings" />
      </Box>
    );
  if (!data)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => refetch()} disabled={isFetching}>
            Try again
          </Button>
        }
      >
        Could not load the settings. {error ? errorText(error) : ''}
      </Alert>
    );
  return <SiteSettingsForm saved={data} />;
}
