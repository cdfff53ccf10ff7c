import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatPackagePrice, type StorePackageView } from '@club/contracts';
import { loadChunk } from '@/lib/load-chunk';

const StripePayment = lazy(() => loadChunk(() => import('./stripe-payment')));

interface CheckoutProps {
  pkg: StorePackageView;
  clientSecret: string;
  publishableKey: string;
  onBack: () => void;
}

/** 'Complete Your Purchase': the chosen package and Stripe's card form. */
export function Checkout({ pkg, clientSecret, publishableKey, onBack }: CheckoutProps) {
  return (
    <Container maxWidth="sm" sx={{ pt: { xs: 12, md: 16 }, pb: { xs: 8, md: 12 } }}>
      <Stack spacing={3}>
        <Button
          component={RouterLink}
          to="/subscription"
          onClick={onBack}
          startIcon={<ArrowBackIcon />}
          color="secondary"
          sx={{ alignSelf: 'flex-start' }}
        >
          Back to Store
        </Button>
        <Typography variant="h4" component="h1">
          Complete Your Purchase
        </Typography>
        <Card sx={{ p: 3 }} data-testid="checkout-summary">
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="h6" component="p">
              {pkg.name}
            </Typography>
            <Typography variant="h5" component="p" sx={{ color: 'primary.main' }}>
              {formatPackagePrice(pkg.amount)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {pkg.summary}
          </Typography>
        </Card>
        <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Suspense
            fallback={
              <Box sx={{ py: 6, display: 'grid', placeItems: 'center' }}>
                <CircularProgress color="secondary" aria-label="Loading the payment form" />
              </Box>
            }
          >
            <StripePayment pkg={pkg} clientSecret={clientSecret} publishableKey={publishableKey} />
          </Suspense>
        </Card>
        <Typography variant="caption" color="text.secondary">
          Card details go straight to Stripe; the club never sees them. Packages are play-money
          perks: nothing here can be wagered or won.
        </Typography>
      </Stack>
    </Container>
  );
}
