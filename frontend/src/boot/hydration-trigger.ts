import { PAGE_SEARCH_ATTRIBUTE, PAGE_SESSION_ATTRIBUTE, type PageSession } from '@club/contracts';
import { DEVICE_ID_KEY, IDENTITY_KEY } from '@/features/chat-widget/visitor-chat-keys';
import { localStore } from '@/lib/local-store';

/** The first signs of a visitor at the page: a touch, a key, the mouse, a scroll. */
const FIRST_INTERACTION = [
  'pointerdown',
  'touchstart',
  'keydown',
  'mousemove',
  'wheel',
  'scroll',
  'focusin',
] as const;

/**
 * Whether the page can wait for the visitor before its code runs: a page pre-rendered for this
 * very address (a query it was not rendered for may change what it shows), for somebody without
 * a session and with no support chat to follow. A member's header, a guest's unread count and
 * the app's own pages need the code at once.
 */
export function canWaitForVisitor(root: HTMLElement): boolean {
  const session = root.getAttribute(PAGE_SESSION_ATTRIBUTE) as PageSession | null;
  const renderedFor = root.getAttribute(PAGE_SEARCH_ATTRIBUTE) ?? '';
  if (!root.hasChildNodes() || session !== 'signed-out' || window.location.search !== renderedFor)
    return false;
  return localStore.get(IDENTITY_KEY) === null && localStore.get(DEVICE_ID_KEY) === null;
}

/** Calls `start` once, at the visitor's first interaction with the page. */
export function onFirstInteraction(start: () => void): void {
  const options = { capture: true, passive: true } as const;
  const begin = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, begin, options);
    start();
  };
  for (const type of FIRST_INTERACTION) window.addEventListener(type, begin, options);
}
