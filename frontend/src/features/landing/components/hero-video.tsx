import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { HERO_MEDIA } from '../hero-media';
import { useAfterPageLoad } from '@/hooks/use-after-page-load';

const coverSx = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;

/**
 * The looping background video. Its sources are attached only after the page
 * has loaded, so it never competes with the page's own code and text; it
 * plays only while `paused` is false and the hero is on screen.
 */
export function HeroVideo({ paused }: { paused: boolean }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const loadSources = useAfterPageLoad();

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !loadSources) return;

    let onScreen = true;
    const sync = () => {
      if (paused || !onScreen) video.pause();
      else video.play().catch(() => {});
    };
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver(([entry]) => {
            onScreen = entry.isIntersecting;
            sync();
          })
        : null;
    observer?.observe(video);
    sync();
    return () => observer?.disconnect();
  }, [paused, loadSources]);

  return (
    <Box
      component="video"
      ref={videoRef}
      data-testid="hero-video"
      muted
      loop
      playsInline
      preload="none"
      width={HERO_MEDIA.width}
      height={HERO_MEDIA.height}
      sx={coverSx}
    >
      {loadSources && <source src={HERO_MEDIA.webm} type="video/webm" />}
      {loadSources && <source src={HERO_MEDIA.mp4} type="video/mp4" />}
    </Box>
  );
}
