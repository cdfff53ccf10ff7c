import type { CommunityLinkField, SiteSettingField, SiteSettingsView } from './site-settings.js';

/*
 * The rules and words of the club's settings, apart from their defaults: the settings form and
 * the API need them, the public pages (whose first load carries the defaults) do not.
 */

export interface CommunityNetwork {
  field: CommunityLinkField;
  label: string;
  /** The hosts a link may point at; their subdomains (www., m.) count too. */
  hosts: readonly string[];
}

/** The community networks, in the order the site shows them. */
export const COMMUNITY_NETWORKS: readonly CommunityNetwork[] = [
  { field: 'discordUrl', label: 'Discord', hosts: ['discord.gg', 'discord.com'] },
  { field: 'telegramUrl', label: 'Telegram', hosts: ['t.me', 'telegram.me'] },
  { field: 'instagramUrl', label: 'Instagram', hosts: ['instagram.com'] },
  { field: 'tiktokUrl', label: 'TikTok', hosts: ['tiktok.com'] },
  { field: 'youtubeUrl', label: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  { field: 'facebookUrl', label: 'Facebook', hosts: ['facebook.com', 'fb.com'] },
];

export const SITE_SETTINGS_LIMITS = {
  contactEmail: 254,
  contactPhone: 30,
  supportHours: 60,
  expectedReply: 120,
  url: 200,
} as const;

/** The settings form's labels; every refusal starts with its field's label. */
export const SITE_SETTING_LABELS: Record<SiteSettingField, string> = {
  contactEmail: 'Contact e-mail',
  contactPhone: 'Contact phone',
  supportHours: 'Support hours',
  expectedReply: 'Expected reply',
  pokerClubCode: 'Poker club code',
  discordUrl: 'Discord link',
  telegramUrl: 'Telegram link',
  instagramUrl: 'Instagram link',
  tiktokUrl: 'TikTok link',
  youtubeUrl: 'YouTube link',
  facebookUrl: 'Facebook link',
};

export const SITE_SETTINGS_TEXT = {
  saved: 'Settings saved',
  savedDescription: 'The public pages show the new values from their next load.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+0-9 ()-]*$/;
const CLUB_CODE = /^\d{6}$/;

function textProblem(field: SiteSettingField, value: string, max: number): string | undefined {
  if (value.trim().length === 0) return `${SITE_SETTING_LABELS[field]} is required`;
  if (value.length > max) return `${SITE_SETTING_LABELS[field]} must be at most ${max} characters`;
  return undefined;
}

function linkProblem(network: CommunityNetwork, value: string): string | undefined {
  const label = SITE_SETTING_LABELS[network.field];
  if (value.length > SITE_SETTINGS_LIMITS.url)
    return `${label} must be at most ${SITE_SETTINGS_LIMITS.url} characters`;
  const wrongPlace = `${label} must be an https:// address on ${network.hosts.join(' or ')}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return wrongPlace;
  }
  const host = url.hostname.toLowerCase();
  const onNetwork = network.hosts.some(
    (allowed) => host === allowed || host.endsWith(`.${allowed}`),
  );
  if (url.protocol !== 'https:' || !onNetwork || url.username || url.password || url.port)
    return wrongPlace;
  return undefined;
}

/** Why a setting's value is refused, in the words the form and the API both show; else undefined. */
export function siteSettingProblem(field: SiteSettingField, value: string): string | undefined {
  const network = COMMUNITY_NETWORKS.find((candidate) => candidate.field === field);
  if (network) return linkProblem(network, value);
  switch (field) {
    case 'contactEmail':
      return (
        textProblem(field, value, SITE_SETTINGS_LIMITS.contactEmail) ??
        (EMAIL.test(value) ? undefined : 'Contact e-mail must be an e-mail address')
      );
    case 'contactPhone':
      if (value.length > SITE_SETTINGS_LIMITS.contactPhone)
        return `Contact phone must be at most ${SITE_SETTINGS_LIMITS.contactPhone} characters`;
      return PHONE.test(value)
        ? undefined
        : 'Contact phone may contain only digits, spaces, +, - and brackets';
    case 'supportHours':
      return textProblem(field, value, SITE_SETTINGS_LIMITS.supportHours);
    case 'expectedReply':
      return textProblem(field, value, SITE_SETTINGS_LIMITS.expectedReply);
    case 'pokerClubCode':
      return CLUB_CODE.test(value) ? undefined : 'Poker club code must be 6 digits';
    default:
      return undefined;
  }
}

/** Every field's problem; an empty object when the settings may be saved. */
export function siteSettingsProblems(
  settings: SiteSettingsView,
): Partial<Record<SiteSettingField, string>> {
  const problems: Partial<Record<SiteSettingField, string>> = {};
  for (const field of Object.keys(SITE_SETTING_LABELS) as SiteSettingField[]) {
    const problem = siteSettingProblem(field, settings[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
