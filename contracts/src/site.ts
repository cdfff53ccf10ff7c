import type { VisitorChatKind } from './chat.js';
import type { SiteSettingsView } from './site-settings.js';

/** `GET /api/site-config` (public): the club's settings and what the server decides for the SPA. */
export interface SiteConfigView extends SiteSettingsView {
  /** Which support widget anonymous visitors get (the server's VISITOR_CHAT). */
  visitorChat: VisitorChatKind;
  /**
   * The club's IANA time zone (the server's CLUB_TIME_ZONE): the admin's reports and payment
   * filters count its days, and the Payments section tells its times in it.
   */
  clubTimeZone: string;
}
