import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { Box, Button, Chip, Container, Stack, Typography } from '@mui/material';
import { useGetMerchandiseQuery } from '../merchandise-api';
import { MerchandiseStatus } from './merchandise-status';
import { ProductCard } from './product-card';

/** Pictures of the first row load at once; the rest lazily. */
const EAGER_CARDS = 4;

function CatalogueBody() {
  const { data: products, isLoading, isFetching, isError, refetch } = useGetMerchandiseQuery();

  // A retry after an error loads again with no catalogue to show meanwhile.
  if (isLoading || (isFetching && !products))
    return <MerchandiseStatus busy title="Loading merchandise..." />;
  if (isError || !products) {
    return (
      <MerchandiseStatus
        title="Unable to load merchandise"
        text="Please try again later"
        icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />}
      >
        <Button variant="contained" color="secondary" onClick={() => void refetch()}>
          Retry
        </Button>
      </MerchandiseStatus>
    );
  }
  if (products.length === 0) {
    return (
      <MerchandiseStatus
        title="No Products Available"
        text="Our merchandise store is being updated. Check back soon!"
        icon={<Inventory2OutlinedIcon color="secondary" sx={{ fontSize: 56 }} />}
      />
    );
  }
  return (
    <Box
      component="section"
      aria-label="Products"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          md: 'repeat(3, 1fr)',
          lg: 'repeat(4, 1fr)',
        },
      }}
    >
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < EAGER_CARDS} />
      ))}
    </Box>
  );
}

/** The merchandise grid with its loading, error and empty states (SPEC §2). */
export function MerchandiseCatalogue() {
  return (
    <Container sx={{ pt: { xs: 12, md: 16 }, pb: { xs: 8, md: 12 } }}>
      <Stack spacing={1.5} sx={{ mb: { xs: 4, md: 6 }, alignItems: 'flex-start' }}>
        <Chip label="Official Club Gear" color="primary" variant="outlined" size="small" />
        <Typography variant="h3" component="h1">
          Merchandise
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
          Apparel and accessories for the tables, the sportsbook and the arcade. Every order is
          handled personally: pick a product and contact us to order.
        </Typography>
      </Stack>
      <CatalogueBody />
    </Container>
  );
}
