/** Third-party sites the game pages send visitors to; all open in a new tab. */
export const EXTERNAL_LINKS = {
  pokerApp: 'https://clubgg.com/',
  arcadeRegister: 'https://arcade.playmoneyclub.com/auth',
} as const;

/** The club's code on the poker app (SPEC §9: 6 digits), also quoted as the club ID. */
export const POKER_CLUB_CODE = '482916';

/** Props that open a link safely in a new tab. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
