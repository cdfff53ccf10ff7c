import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Card, Chip, Container, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useGetMerchandiseQuery } from '../merchandise-api';
import { displayImage, headlinePrice, variantCountLabel } from '../pricing';
import type { ProductVariantView, ProductView } from '@club/contracts';
import { DESCRIPTION_FALLBACK, orderInquiryHref } from '../shop';
import { MerchandiseStatus } from './merchandise-status';
import { ProductImage } from './product-image';
import { VariantPicker } from './variant-picker';

function ProductNotFound() {
  return (
    <MerchandiseStatus
      heading="h1"
      title="Product not found"
      text="This product is not in the catalogue any more, or the address is wrong."
      icon={<SearchOffIcon color="secondary" sx={{ fontSize: 56 }} />}
    >
      <Button
        component={RouterLink}
        to="/merchandise"
        variant="contained"
        startIcon={<ArrowBackIcon />}
      >
        Back to Merchandise
      </Button>
    </MerchandiseStatus>
  );
}

function Gallery({ product }: { product: ProductView }) {
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const shown = selected ?? displayImage(product);
  return (
    <Stack spacing={2}>
      <Card sx={{ overflow: 'hidden' }}>
        <ProductImage src={shown} alt={product.title} eager />
      </Card>
      {product.images.length > 1 && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {product.images.map((image, index) => (
            <Box
              key={image.src}
              component="button"
              type="button"
              onClick={() => setSelected(image.src)}
              aria-label={`Show picture ${index + 1} of ${product.images.length}`}
              aria-pressed={image.src === shown}
              sx={{
                p: 0,
                width: 72,
                borderRadius: 2,
                overflow: 'hidden',
                cursor: 'pointer',
                bgcolor: 'transparent',
                border: 2,
                borderColor: image.src === shown ? 'primary.main' : 'divider',
              }}
            >
              <ProductImage src={image.src} alt="" />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The product page's content: gallery, prices, description, tags, variants and ordering. */
export function ProductPageContent({ product }: { product: ProductView }) {
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  const [chosen, setChosen] = useState<ProductVariantView | undefined>(only);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      <Gallery product={product} />
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h3" component="h1">
            {product.title}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
            <Typography
              variant="h4"
              component="p"
              sx={{ color: 'primary.main' }}
              data-testid="product-price"
            >
              {headlinePrice(product, chosen)}
            </Typography>
            <Typography color="text.secondary">
              {variantCountLabel(product.variants.length)}
            </Typography>
          </Stack>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          {product.description.trim() || DESCRIPTION_FALLBACK}
        </Typography>
        {product.tags.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Tags">
            {product.tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" variant="outlined" color="secondary" />
            ))}
          </Stack>
        )}
        <Divider />
        {product.variants.length > 0 && (
          <VariantPicker
            product={product}
            chosenId={chosen?.id ?? null}
            onChoose={setChosen}
            onClear={() => setChosen(undefined)}
          />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            component="a"
            href={orderInquiryHref(product.title, chosen?.title)}
            variant="contained"
            size="large"
            startIcon={<MailOutlineIcon />}
          >
            Contact to Order
          </Button>
          <Button
            component={RouterLink}
            to="/merchandise"
            variant="outlined"
            color="secondary"
            size="large"
            startIcon={<ArrowBackIcon />}
          >
            Continue Shopping
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** One product, found in the catalogue by id; unknown ids and errors show 'Product not found'. */
export function ProductDetail({ productId }: { productId: string | undefined }) {
  const {
    data: products,
    isLoading,
    isError,
  } = useGetMerchandiseQuery(undefined, { skip: !productId });
  const product = products?.find((candidate) => candidate.id === productId);
  useDocumentTitle(product?.title ?? 'Product Details');

  let body;
  if (productId && isLoading)
    body = <MerchandiseStatus busy heading="h1" title="Loading merchandise..." />;
  else if (!productId || isError || !product) body = <ProductNotFound />;
  else body = <ProductPageContent product={product} />;

  return <Container sx={{ pt: { xs: 12, md: 16 }, pb: { xs: 8, md: 12 } }}>{body}</Container>;
}
