export const SITE_NAME = 'Play Money Club';

/** In-page anchors of the landing page (SPEC §2). */
export const LANDING_SECTIONS = {
  hero: 'hero-section',
  games: 'games-section',
  membership: 'membership',
  contact: 'contact',
} as const;
