export const SITE_NAME = 'Play Money Club';

/** Community channels; all open in a new tab. */
export const COMMUNITY_LINKS = {
  discord: 'https://discord.gg/playmoneyclub',
  telegram: 'https://t.me/playmoneyclub',
  instagram: 'https://www.instagram.com/playmoneyclub',
  tiktok: 'https://www.tiktok.com/@playmoneyclub',
  youtube: 'https://www.youtube.com/@playmoneyclub',
  facebook: 'https://www.facebook.com/playmoneyclub',
} as const;

/** In-page anchors of the landing page (SPEC §2). */
export const LANDING_SECTIONS = {
  hero: 'hero-section',
  games: 'games-section',
  membership: 'membership',
  contact: 'contact',
} as const;
