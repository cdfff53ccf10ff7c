import CheckIcon from '@mui/icons-material/Check';
import { Box, Card, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { MEMBERSHIP_TIERS } from '../join-content';

/** The three membership tiers side by side. */
export function MembershipTiers() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {MEMBERSHIP_TIERS.map((tier) => (
        <Card
          component="article"
          key={tier.name}
          aria-labelledby={`tier-${tier.name}`}
          sx={{ p: 3, borderTop: `4px solid ${tier.accent}` }}
        >
          <Typography
            id={`tier-${tier.name}`}
            variant="h5"
            component="h3"
            sx={{ color: tier.accent }}
          >
            {tier.name}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {tier.tagline}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {tier.perks.map((perk) => (
              <Stack
                component="li"
                key={perk}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
              >
                <CheckIcon
                  fontSize="small"
                  aria-hidden="true"
                  sx={{
                    color: tier.accent,
                    bgcolor: alpha(tier.accent, 0.12),
                    borderRadius: '50%',
                  }}
                />
                <Typography variant="body2">{perk}</Typography>
              </Stack>
            ))}
          </Stack>
        </Card>
      ))}
    </Box>
  );
}
