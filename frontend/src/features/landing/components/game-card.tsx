import CheckIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { LabelPill } from '@/features/site/components/label-pill';
import type { GamePlatform } from '../games';

export function GameCard({ platform }: { platform: GamePlatform }) {
  const { Icon, accent } = platform;

  return (
    <Card
      component="article"
      aria-labelledby={`game-${platform.id}-title`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        overflow: 'hidden',
        transition: 'transform 200ms ease, border-color 200ms ease',
        '&:hover': { transform: 'translateY(-4px)', borderColor: alpha(accent, 0.6) },
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 0,
          background: `radial-gradient(circle at 100% 0%, ${alpha(accent, 0.22)}, transparent 55%)`,
          pointerEvents: 'none',
        },
        '@media (prefers-reduced-motion: reduce)': {
          transition: 'none',
          '&:hover': { transform: 'none' },
        },
      }}
    >
      {/* Boxes rather than CardContent and CardActions: the cards are on the first load. */}
      <Box sx={{ flexGrow: 1, p: { xs: 3, md: 4 }, position: 'relative' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              color: accent,
              bgcolor: alpha(accent, 0.12),
              border: `1px solid ${alpha(accent, 0.35)}`,
            }}
          >
            <Icon />
          </Box>
          {platform.badge && <LabelPill label={platform.badge} />}
        </Stack>
        <Typography
          id={`game-${platform.id}-title`}
          variant="h5"
          component="h3"
          sx={{ mt: 3, mb: 1 }}
        >
          {platform.title}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {platform.description}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {platform.features.map((feature) => (
            <Stack
              component="li"
              key={feature}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <CheckIcon fontSize="small" sx={{ color: accent }} />
              <Typography variant="body2">{feature}</Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
      <Box sx={{ display: 'flex', p: { xs: 3, md: 4 }, pt: 0, position: 'relative' }}>
        <Button
          component={RouterLink}
          to={platform.path}
          variant="outlined"
          color="secondary"
          fullWidth
        >
          {platform.cta}
        </Button>
      </Box>
    </Card>
  );
}
