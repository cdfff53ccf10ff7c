import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { CircularProgress, IconButton, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import type { StorePackageId } from '@club/contracts';
import { IconTooltip } from '@/components/icon-tooltip';
import { packageLabel, type RequestablePackage } from './requestable-packages';

const REQUEST_PAYMENT_LABEL = 'Request payment';

interface RequestPaymentMenuProps {
  packages: readonly RequestablePackage[];
  /** The package whose request is being sent, or null. */
  sending: StorePackageId | null;
  onChoose: (packageId: StorePackageId) => void;
}

/** The composer's "Request payment" button: a menu of the packages, one request per choice. */
export function RequestPaymentMenu({ packages, sending, onChoose }: RequestPaymentMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const menuId = useId();
  const buttonId = useId();
  const busy = sending !== null;

  return (
    <>
      <IconTooltip title={REQUEST_PAYMENT_LABEL}>
        <IconButton
          id={buttonId}
          size="small"
          aria-label={REQUEST_PAYMENT_LABEL}
          aria-haspopup="menu"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open}
          aria-busy={busy}
          data-testid="request-payment-button"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {busy ? (
            <CircularProgress size={20} aria-label="Sending the payment request" />
          ) : (
            <PaymentsOutlinedIcon fontSize="small" />
          )}
        </IconButton>
      </IconTooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {packages.map((pkg) => (
          <MenuItem
            key={pkg.id}
            disabled={busy}
            onClick={() => {
              setAnchor(null);
              onChoose(pkg.id);
            }}
          >
            {packageLabel(pkg)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
