import { Box, Card, Typography } from '@mui/material';
import type { PaymentMethod } from '../payment-methods';

export function PaymentMethodTile({ method }: { method: PaymentMethod }) {
  return (
    <Card
      sx={{
        py: 2.5,
        px: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <Box
        component="img"
        src={method.logo}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        sx={{ display: 'block' }}
      />
      <Typography sx={{ fontWeight: 700, textAlign: 'center' }}>{method.name}</Typography>
    </Card>
  );
}
