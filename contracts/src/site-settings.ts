/**
 * The club's public settings: contact details, community links, the poker club code and support
 * hours. Admins edit them at /admin/settings (`GET`/`PUT /api/admin/site-settings`); the public
 * pages read them from `GET /api/site-config`.
 */
export interface SiteSettingsView {
  contactEmail: string;
  /** May be empty: no phone line is shown then. */
  contactPhone: string;
  /** When support answers, e.g. "24/7". */
  supportHours: string;
  /** What the chat widgets say about reply times while no one from support is online. */
  expectedReply: string;
  /** The club's code on the poker app (SPEC §9: 6 digits). */
  pokerClubCode: string;
  discordUrl: string;
  telegramUrl: string;
  instagramUrl: string;
  tiktokUrl: string;
  youtubeUrl: string;
  facebookUrl: string;
}

/** `PUT /api/admin/site-settings` body: every setting at once. */
export type SiteSettingsBody = SiteSettingsView;

export type SiteSettingField = keyof SiteSettingsView;

export type CommunityLinkField =
  'discordUrl' | 'telegramUrl' | 'instagramUrl' | 'tiktokUrl' | 'youtubeUrl' | 'facebookUrl';

/** What a fresh clone shows until an admin saves other values (the site's values before settings). */
export const DEFAULT_SITE_SETTINGS: SiteSettingsView = {
  contactEmail: 'support@playmoneyclub.com',
  contactPhone: '',
  supportHours: '24/7',
  expectedReply: 'We usually reply within a few hours',
  pokerClubCode: '482916',
  discordUrl: 'https://discord.gg/playmoneyclub',
  telegramUrl: 'https://t.me/playmoneyclub',
  instagramUrl: 'https://www.instagram.com/playmoneyclub',
  tiktokUrl: 'https://www.tiktok.com/@playmoneyclub',
  youtubeUrl: 'https://www.youtube.com/@playmoneyclub',
  facebookUrl: 'https://www.facebook.com/playmoneyclub',
};
