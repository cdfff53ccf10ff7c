import {
  COMMUNITY_NETWORKS,
  SITE_SETTING_LABELS,
  SITE_SETTINGS_LIMITS,
  type SiteSettingField,
} from '@club/contracts';

export interface SettingInput {
  field: SiteSettingField;
  maxLength: number;
  type?: 'email' | 'tel' | 'url';
  inputMode?: 'numeric';
  helper?: string;
}

export interface SettingGroup {
  title: string;
  description: string;
  inputs: SettingInput[];
}

/** The settings page's groups, in order. */
export const SETTING_GROUPS: SettingGroup[] = [
  {
    title: 'Contact',
    description: 'Shown beside the contact form.',
    inputs: [
      { field: 'contactEmail', type: 'email', maxLength: SITE_SETTINGS_LIMITS.contactEmail },
      {
        field: 'contactPhone',
        type: 'tel',
        maxLength: SITE_SETTINGS_LIMITS.contactPhone,
        helper: 'Optional: leave empty to show no phone number.',
      },
    ],
  },
  {
    title: 'Support hours',
    description:
      'The hours appear on the contact section and in the footer; the chat shows the expected reply time while no one from support is online.',
    inputs: [
      {
        field: 'supportHours',
        maxLength: SITE_SETTINGS_LIMITS.supportHours,
        helper: 'For example "24/7" or "Every day, 9:00 to 23:00".',
      },
      {
        field: 'expectedReply',
        maxLength: SITE_SETTINGS_LIMITS.expectedReply,
        helper:
          'Shown in the chat while no one from support is online, in place of "Support is online now".',
      },
    ],
  },
  {
    title: 'Poker',
    description: 'The club code on the poker page, the join guide and the FAQ.',
    inputs: [{ field: 'pokerClubCode', inputMode: 'numeric', maxLength: 6, helper: '6 digits.' }],
  },
  {
    title: 'Community links',
    description: 'Discord and Telegram in the header; all of them in the footer.',
    inputs: COMMUNITY_NETWORKS.map(({ field, hosts }) => ({
      field,
      type: 'url' as const,
      maxLength: SITE_SETTINGS_LIMITS.url,
      helper: `An https:// address on ${hosts.join(' or ')}.`,
    })),
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each field with the words that start the server's messages about it. */
export const SETTING_FIELD_WORDS = (Object.keys(SITE_SETTING_LABELS) as SiteSettingField[]).map(
  (field) => [field, new RegExp(`^${escapeRegExp(SITE_SETTING_LABELS[field])}\\b`)] as const,
);
