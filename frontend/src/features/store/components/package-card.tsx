import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { formatPackagePrice, type StorePackageView } from '@club/contracts';

interface PackageCardProps {
  pkg: StorePackageView;
  onChoose: (pkg: StorePackageView) => void;
  busy: boolean;
  disabled: boolean;
}

export function PackageCard({ pkg, onChoose, busy, disabled }: PackageCardProps) {
  const titleId = `package-${pkg.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid={`package-${pkg.id}`}
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'visible',
        ...(pkg.popular && {
          borderColor: theme.palette.primary.main,
          boxShadow: `0 12px 40px ${alpha(theme.palette.primary.main, 0.25)}`,
        }),
      })}
    >
      {pkg.popular && (
        <Chip
          label="Most Popular"
          color="primary"
          size="small"
          sx={{
            position: 'absolute',
            top: -12,
            left: '50%',
            transform: 'translateX(-50%)',
            fontWeight: 800,
          }}
        />
      )}
      <CardContent
        sx={{ p: { xs: 3, md: 4 }, flexGrow: 1, display: 'flex', flexDirection: 'column' }}
      >
        <Stack spacing={1} sx={{ mb: 3 }}>
          <Typography id={titleId} variant="h5" component="h2">
            {pkg.name}
          </Typography>
          <Typography color="text.secondary">{pkg.summary}</Typography>
          <Typography variant="h3" component="p" sx={{ color: 'primary.main' }}>
            {formatPackagePrice(pkg.amount)}
          </Typography>
        </Stack>
        <Stack
          component="ul"
          spacing={1.25}
          sx={{ listStyle: 'none', m: 0, p: 0, mb: 3, flexGrow: 1 }}
        >
          {pkg.features.map((feature) => (
            <Stack
              component="li"
              key={feature}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <CheckCircleIcon fontSize="small" color="secondary" aria-hidden="true" />
              <Typography variant="body2">{feature}</Typography>
            </Stack>
          ))}
        </Stack>
        <Button
          variant={pkg.popular ? 'contained' : 'outlined'}
          size="large"
          fullWidth
          disabled={disabled}
          onClick={() => onChoose(pkg)}
          aria-label={`Purchase ${pkg.name}`}
        >
          {busy ? 'Processing...' : 'Purchase'}
        </Button>
      </CardContent>
    </Card>
  );
}
