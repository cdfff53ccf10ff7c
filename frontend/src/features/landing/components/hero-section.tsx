import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LANDING_SECTIONS } from '@/config/site';
import { LabelPill } from '@/features/site/components/label-pill';
import { useReducedMotion } from '@/features/site/use-reduced-motion';
import { GAME_PLATFORMS } from '../games';
import { HeroBackdrop } from './hero-backdrop';
import { MotionToggle } from './motion-toggle';

const STATS = [
  { value: '3000+', label: 'Members' },
  { value: '24/7', label: 'Live Support' },
  { value: '14+', label: 'Arcade Games' },
];

// A non-breaking hyphen keeps "play-money" on one line.
const HEADLINE_ACCENT = 'play\u2011money games';

export function HeroSection() {
  const reducedMotion = useReducedMotion();
  const [videoPaused, setVideoPaused] = useState(false);

  return (
    <Box
      component="section"
      id={LANDING_SECTIONS.hero}
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        minHeight: '100svh',
        display: 'flex',
        alignItems: 'center',
        pt: { xs: 12, md: 14 },
        pb: { xs: 8, md: 10 },
        overflow: 'hidden',
      }}
    >
      <HeroBackdrop videoPaused={videoPaused} />
      <Container sx={{ position: 'relative' }}>
        <Stack spacing={{ xs: 3, md: 4 }} sx={{ maxWidth: 760 }}>
          <LabelPill label="Play Money Only · 18+" variant="outlined" />
          <Typography
            id="hero-title"
            variant="h2"
            component="h1"
            sx={{ fontSize: { xs: '2.5rem', sm: '3.25rem', md: '4.25rem' }, lineHeight: 1.05 }}
          >
            Your galaxy of{' '}
            <Box
              component="span"
              sx={{
                background: 'linear-gradient(90deg, #ffd978, #f5b841 40%, #22d3ee)',
                backgroundClip: 'text',
                color: 'transparent',
              }}
            >
              {HEADLINE_ACCENT}
            </Box>
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="textSecondary"
            sx={{ fontWeight: 400, maxWidth: 620 }}
          >
            Poker, sports betting, casino classics and a space-themed arcade, all with virtual
            currency. Join 3000+ members with live support around the clock.
          </Typography>
          <Stack
            id={LANDING_SECTIONS.games}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ pt: 1 }}
          >
            {GAME_PLATFORMS.map((platform, index) => (
              <Button
                key={platform.id}
                component={RouterLink}
                to={platform.path}
                size="large"
                variant={index === 0 ? 'contained' : 'outlined'}
                color={index === 0 ? 'primary' : 'secondary'}
                startIcon={<platform.Icon />}
                sx={{ py: 1.5 }}
              >
                {platform.heroLabel}
              </Button>
            ))}
          </Stack>
          <Stack component="dl" direction="row" spacing={{ xs: 3, sm: 6 }} sx={{ m: 0, pt: 2 }}>
            {STATS.map(({ value, label }) => (
              <Box key={label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
                <Typography component="dt" variant="body2" color="textSecondary">
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, fontSize: { xs: '1.5rem', md: '2rem' }, fontWeight: 800 }}
                >
                  {value}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Stack>
      </Container>
      {!reducedMotion && (
        <MotionToggle paused={videoPaused} onToggle={() => setVideoPaused((paused) => !paused)} />
      )}
    </Box>
  );
}
