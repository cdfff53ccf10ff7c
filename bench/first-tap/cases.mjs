// What the first-tap benchmark taps, and what answers each tap. `answered` runs in the page on
// every frame after the tap (keep it cheap); `target` finds the control to tap.
/* global document -- the answer checks run in the page. */
import { PUBLIC_ROUTES } from '../lib/public-routes.mjs';

/**
 * The chat panel is open and its message field takes typing: shown, with a height, enabled. (Not
 * just any field of the panel: the composer's file input comes first and is never shown, and the
 * follow-up e-mail field is enabled only once the conversation exists.)
 */
function chatPanelReady() {
  const field = document.querySelector(
    '[data-testid="chat-panel"] textarea[aria-label="Message"]:not([disabled]):not([readonly])',
  );
  return Boolean(
    field?.checkVisibility({ visibilityProperty: true }) &&
    field.getBoundingClientRect().height > 0,
  );
}

/** The phone menu is open and shows "Join Our Community". */
function menuOpen() {
  const menu = document.getElementById('mobile-menu');
  // The menu may be in the page, closed (visibility: hidden, no height), before it is tapped.
  return Boolean(
    menu?.checkVisibility({ visibilityProperty: true }) &&
    menu.getBoundingClientRect().height > 0 &&
    menu.textContent.includes('Join Our Community'),
  );
}

/** The sign-in form says the username is missing. */
function usernameRequired() {
  return [...document.querySelectorAll('.Mui-error')].some(
    (element) => element.textContent.includes('Username is required') && element.checkVisibility(),
  );
}

const supportButton = (page) => page.getByRole('button', { name: 'Open support chat' });
const menuButton = (page) => page.getByRole('banner').getByRole('button', { name: 'Open menu' });

const CHAT_BAR_MS = 1_500;
const CONTROL_BAR_MS = 300;

export const CASES = [
  {
    name: 'Support button on / → chat input',
    path: '/',
    target: supportButton,
    answered: chatPanelReady,
    impatientBarMs: CHAT_BAR_MS,
  },
  {
    name: 'menu on / → Join Our Community',
    path: '/',
    target: menuButton,
    answered: menuOpen,
    impatientBarMs: CONTROL_BAR_MS,
  },
  {
    name: 'empty Sign In on /auth → required',
    path: '/auth',
    target: (page) => page.getByRole('button', { name: 'Sign In', exact: true }),
    answered: usernameRequired,
    impatientBarMs: CONTROL_BAR_MS,
  },
  {
    name: 'Play Now! on /poker → chat input',
    path: '/poker',
    target: (page) => page.getByRole('button', { name: 'Play Now!' }).first(),
    answered: chatPanelReady,
    impatientBarMs: CHAT_BAR_MS,
  },
  // Every other public route's main control: the menu, on every page of the site.
  ...PUBLIC_ROUTES.filter((route) => route !== '/').map((route) => ({
    name: `menu on ${route}`,
    path: route,
    target: menuButton,
    answered: menuOpen,
    impatientBarMs: CONTROL_BAR_MS,
  })),
];
