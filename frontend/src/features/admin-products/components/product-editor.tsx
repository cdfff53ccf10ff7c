import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '@/api/error-text';
import { useGetAdminProductQuery, useGetMerchandiseSourceQuery } from '../products-api';
import { ProductForm, type RenderPreview } from './product-form';
import { SourceBanner } from './source-banner';

interface ProductEditorProps {
  /** The product to edit; none to create one. */
  id?: string;
  renderPreview: RenderPreview;
}

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

function Failed({ text, retry }: { text: string; retry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          Retry
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

/**
 * One product: the form for the local catalogue; with Printify, the banner naming the shop and
 * the product as shoppers see it, read-only.
 */
export function ProductEditor({ id, renderPreview }: ProductEditorProps) {
  const source = useGetMerchandiseSourceQuery();
  const product = useGetAdminProductQuery(id ?? '', { skip: !id });

  if (source.isLoading || product.isLoading) return <Loading label="Loading product" />;
  if (!source.data)
    return (
      <Failed
        text={`Could not load the catalogue's source: ${errorText(source.error)}`}
        retry={() => void source.refetch()}
      />
    );
  if (id && !product.data) {
    const missing = product.error && 'status' in product.error && product.error.status === 404;
    return missing ? (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/admin/products">
            All products
          </Button>
        }
      >
        Product not found
      </Alert>
    ) : (
      <Failed
        text={`Could not load the product: ${errorText(product.error)}`}
        retry={() => void product.refetch()}
      />
    );
  }
  if (source.data.provider === 'printify') {
    return (
      <Stack spacing={2}>
        <SourceBanner source={source.data} />
        {product.data ? (
          renderPreview(product.data)
        ) : (
          <Alert severity="info">Products are added in Printify.</Alert>
        )}
      </Stack>
    );
  }
  return (
    <ProductForm
      key={product.data?.id ?? 'new'}
      saved={product.data}
      renderPreview={renderPreview}
    />
  );
}
