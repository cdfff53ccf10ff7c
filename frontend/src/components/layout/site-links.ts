export interface SiteLink {
  label: string;
  to: string;
}

/** The game chooser's heading (SPEC §2, /play), as the Games menu's last item. */
export const GAME_CHOOSER_LINK: SiteLink = { label: 'Choose Your Game', to: '/play' };

/** The Games menu of the header: each game's page (named as its page is), then the game chooser. */
export const GAME_LINKS: readonly SiteLink[] = [
  { label: 'Poker', to: '/poker' },
  { label: 'Sportsbook & Casino', to: '/sports-book' },
  { label: 'Galactic Arcade', to: '/galactic-arcade' },
  GAME_CHOOSER_LINK,
];

/** The shop's two pages, linked from the header. */
export const SHOP_LINKS: readonly SiteLink[] = [
  { label: 'Merchandise', to: '/merchandise' },
  { label: 'Store', to: '/subscription' },
];
