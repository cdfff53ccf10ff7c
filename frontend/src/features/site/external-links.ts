/** Third-party sites the game pages send visitors to; all open in a new tab. */
export const EXTERNAL_LINKS = {
  pokerApp: 'https://clubgg.com/',
  arcadeRegister: 'https://arcade.playmoneyclub.com/auth',
} as const;

/** Props that open a link safely in a new tab. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
