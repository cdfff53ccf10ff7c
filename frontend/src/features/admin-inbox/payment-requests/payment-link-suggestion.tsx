import { Box, Button, Typography } from '@mui/material';
import type { StorePackageId } from '@club/contracts';
import type { RequestablePackage } from './requestable-packages';

const PAYMENT_LINK_SUGGESTION_TEXT = 'The customer asked for a payment link.';

interface PaymentLinkSuggestionProps {
  packages: readonly RequestablePackage[];
  /** The package whose request is being sent, or null. */
  sending: StorePackageId | null;
  onChoose: (packageId: StorePackageId) => void;
}

/** Above the composer when the customer chose "Payment Link": one click sends a request. */
export function PaymentLinkSuggestion({ packages, sending, onChoose }: PaymentLinkSuggestionProps) {
  return (
    <Box
      component="section"
      aria-label="Suggested payment request"
      data-testid="payment-link-suggestion"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <Typography variant="body2" sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}>
        {PAYMENT_LINK_SUGGESTION_TEXT}
      </Typography>
      {packages.map((pkg) => (
        <Button
          key={pkg.id}
          size="small"
          variant="outlined"
          loading={sending === pkg.id}
          disabled={sending !== null}
          onClick={() => onChoose(pkg.id)}
        >
          {`Send ${pkg.name} request`}
        </Button>
      ))}
    </Box>
  );
}
