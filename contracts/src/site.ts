import type { VisitorChatKind } from './chat.js';

/** `GET /api/site-config` (public). */
export interface SiteConfigView {
  /** Which support widget anonymous visitors get (the server's VISITOR_CHAT). */
  visitorChat: VisitorChatKind;
}
