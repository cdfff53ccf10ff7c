import { PRODUCT_TEXT, type MerchandiseSourceView } from '@club/contracts';
import { Alert, AlertTitle, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { errorText } from '@/api/error-text';
import { useRefreshMerchandiseMutation } from '../products-api';

function refreshedText(source: MerchandiseSourceView): string {
  return source.refreshedAt
    ? `Last loaded ${new Date(source.refreshedAt).toLocaleString()}.`
    : 'Not loaded yet on this server.';
}

/**
 * With MERCH_PROVIDER=printify: where the products come from, read-only here, and a reload of
 * the shop's catalogue now with its result.
 */
export function SourceBanner({ source }: { source: MerchandiseSourceView }) {
  const [refresh, { isLoading }] = useRefreshMerchandiseMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  if (source.provider !== 'printify') return null;

  const reload = async () => {
    setResult(undefined);
    try {
      const after = await refresh().unwrap();
      setResult({ ok: true, text: `${PRODUCT_TEXT.refreshed}. ${refreshedText(after)}` });
    } catch (error) {
      setResult({ ok: false, text: errorText(error) });
    }
  };

  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void reload()}
          disabled={isLoading}
          startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {isLoading ? 'Refreshing...' : 'Refresh now'}
        </Button>
      }
    >
      <AlertTitle>Products come from Printify shop {source.shopId}</AlertTitle>
      They are edited in Printify and shown here read-only. {refreshedText(source)}
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role="status" sx={{ mt: 1 }}>
          {result.text}
        </Alert>
      )}
    </Alert>
  );
}
