import { Box } from '@mui/material';
import { useReducedMotion } from '@/features/site/use-reduced-motion';
import { HERO_MEDIA } from '../hero-media';
import { HeroVideo } from './hero-video';

const coverSx = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;

/**
 * Decorative background of the hero: the poster image, the looping video on
 * top of it (left out for visitors who prefer reduced motion) and a shade
 * that keeps the headline readable.
 */
export function HeroBackdrop({ videoPaused }: { videoPaused: boolean }) {
  const reducedMotion = useReducedMotion();

  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, overflow: 'hidden' }}>
      <Box
        component="img"
        data-testid="hero-poster"
        src={HERO_MEDIA.posterSmall}
        srcSet={`${HERO_MEDIA.posterSmall} 640w, ${HERO_MEDIA.posterLarge} 1280w`}
        sizes="100vw"
        width={HERO_MEDIA.width}
        height={HERO_MEDIA.height}
        alt=""
        fetchPriority="high"
        sx={coverSx}
      />
      {!reducedMotion && <HeroVideo paused={videoPaused} />}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          // On phones the text spans the whole width, so the shade covers it all.
          background: {
            xs: 'linear-gradient(180deg, rgba(7, 11, 31, 0.6) 0%, rgba(7, 11, 31, 0.78) 60%, #070b1f 100%)',
            md: [
              'linear-gradient(90deg, rgba(7, 11, 31, 0.92) 0%, rgba(7, 11, 31, 0.7) 45%, rgba(7, 11, 31, 0.25) 100%)',
              'linear-gradient(0deg, #070b1f 0%, rgba(7, 11, 31, 0) 30%)',
            ].join(','),
          },
        }}
      />
    </Box>
  );
}
