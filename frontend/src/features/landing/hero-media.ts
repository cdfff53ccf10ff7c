/** The landing page's background: a 16-second seamless starfield loop and its poster. */
export const HERO_MEDIA = {
  posterSmall: '/media/hero/hero-poster-640.webp',
  posterLarge: '/media/hero/hero-poster-1280.webp',
  webm: '/media/hero/hero-loop.webm',
  mp4: '/media/hero/hero-loop.mp4',
  width: 1280,
  height: 720,
} as const;
