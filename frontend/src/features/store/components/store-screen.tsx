import type { StorePackageView } from '@club/contracts';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  CircularProgress,
  Container,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/toast/use-toast';
import { useSessionDraft } from '@/hooks/use-session-draft';
import { signInPath } from '@/lib/return-path';
import { useGetStorePackagesQuery } from '@/api/store-packages-api';
import { useCreatePaymentMutation } from '../store-api';
import {
  DEMO_TOAST,
  isDemoPackage,
  PAYMENT_CREATE_FALLBACK,
  paymentErrorText,
} from '../store-rules';
import { Checkout } from './checkout';
import { PackageCard } from './package-card';

const STORE_PATH = '/subscription';

const isPackageId = (value: unknown): value is string => typeof value === 'string';

interface PendingPurchase {
  pkg: StorePackageView;
  clientSecret: string;
}

function StoreStatus({ busy, title, text }: { busy?: boolean; title: string; text?: string }) {
  return (
    <Stack
      spacing={2}
      sx={{ py: 10, alignItems: 'center', textAlign: 'center' }}
      role={busy ? undefined : 'status'}
    >
      {busy ? (
        <CircularProgress color="secondary" aria-hidden="true" />
      ) : (
        <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />
      )}
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {text && <Typography color="text.secondary">{text}</Typography>}
    </Stack>
  );
}

function StoreIntro() {
  return (
    <Stack spacing={1.5} sx={{ mb: 4, alignItems: 'center', textAlign: 'center' }}>
      <Chip label="Members Store" color="primary" variant="outlined" size="small" />
      <Typography variant="h3" component="h1">
        Club Store
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 620 }}>
        Tournament entries, VIP access and premium perks for club members. Perks only: the club
        plays with virtual currency, and nothing bought here can be wagered or won.
      </Typography>
    </Stack>
  );
}

function ChosenBeforeSignIn({
  pkg,
  onContinue,
  onDismiss,
}: {
  pkg: StorePackageView;
  onContinue: () => void;
  onDismiss: () => void;
}) {
  return (
    <Alert severity="info" variant="outlined" data-testid="chosen-package">
      You chose {pkg.name} before signing in.
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" onClick={onContinue}>
          Continue with {pkg.name}
        </Button>
        <Button color="inherit" size="small" onClick={onDismiss}>
          Not now
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The store: three packages, then Stripe's card form for the chosen one. A signed-out visitor
 * may choose too: the choice is kept while they sign in, and offered again when they are back.
 */
export function StoreScreen({ signedIn = true }: { signedIn?: boolean }) {
  const { data: catalogue, isLoading, isError } = useGetStorePackagesQuery();
  const [createPayment, { isLoading: isCreating }] = useCreatePaymentMutation();
  const [choosing, setChoosing] = useState<string | null>(null);
  const [purchase, setPurchase] = useState<PendingPurchase | null>(null);
  const [chosenId, setChosenId, forgetChoice] = useSessionDraft<string | null>(
    'store-package',
    null,
    isPackageId,
  );
  const toast = useToast();
  const navigate = useNavigate();

  if (purchase && catalogue?.publishableKey) {
    return (
      <Checkout
        pkg={purchase.pkg}
        clientSecret={purchase.clientSecret}
        publishableKey={catalogue.publishableKey}
        onBack={() => setPurchase(null)}
      />
    );
  }

  const choose = async (pkg: StorePackageView) => {
    if (!signedIn) {
      setChosenId(pkg.id);
      navigate(signInPath(STORE_PATH));
      return;
    }
    forgetChoice();
    if (isDemoPackage(pkg) || !catalogue?.publishableKey) {
      toast(DEMO_TOAST);
      return;
    }
    setChoosing(pkg.id);
    try {
      const { clientSecret } = await createPayment({ priceId: pkg.priceId }).unwrap();
      setPurchase({ pkg, clientSecret });
    } catch (error) {
      toast({
        title: 'Error',
        description: paymentErrorText(error) ?? PAYMENT_CREATE_FALLBACK,
        variant: 'destructive',
      });
    } finally {
      setChoosing(null);
    }
  };

  const demo = catalogue?.packages.some(isDemoPackage) ?? false;
  const chosen = signedIn ? catalogue?.packages.find((pkg) => pkg.id === chosenId) : undefined;

  return (
    <Container sx={{ pt: signedIn ? { xs: 12, md: 16 } : 0, pb: { xs: 8, md: 12 } }}>
      {signedIn && <StoreIntro />}
      {isLoading && <StoreStatus busy title="Loading packages..." />}
      {!isLoading && (isError || !catalogue) && (
        <StoreStatus title="Unable to load the store" text="Please try again later" />
      )}
      {catalogue && (
        <Stack spacing={5}>
          {demo && (
            <Alert severity="warning" variant="outlined" data-testid="demo-mode-notice">
              <AlertTitle>Demo Mode</AlertTitle>
              This is a demo store page: choosing a package shows how buying works, and no payment
              is taken until products and prices are created in the Stripe dashboard.
            </Alert>
          )}
          {chosen && (
            <ChosenBeforeSignIn
              pkg={chosen}
              onContinue={() => void choose(chosen)}
              onDismiss={forgetChoice}
            />
          )}
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 4, md: 3 },
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              alignItems: 'stretch',
            }}
          >
            {catalogue.packages.map((pkg) => (
              <PackageCard
                key={pkg.id}
                pkg={pkg}
                onChoose={choose}
                busy={choosing === pkg.id}
                disabled={isCreating}
              />
            ))}
          </Box>
        </Stack>
      )}
    </Container>
  );
}
