import { ApiProperty } from '@nestjs/swagger';
import {
  DEFAULT_SITE_SETTINGS,
  SITE_SETTINGS_LIMITS,
  type SiteSettingsView as SiteSettingsContract,
} from '@club/contracts';

const link = (network: string) => ({
  maxLength: SITE_SETTINGS_LIMITS.url,
  description: `https:// address of the club's ${network}`,
});

/** The club's public settings, as admins edit them and the public pages read them. */
export class SiteSettingsView implements SiteSettingsContract {
  @ApiProperty({
    maxLength: SITE_SETTINGS_LIMITS.contactEmail,
    example: DEFAULT_SITE_SETTINGS.contactEmail,
  })
  contactEmail: string;

  @ApiProperty({
    maxLength: SITE_SETTINGS_LIMITS.contactPhone,
    description: 'Empty: no phone line is shown',
  })
  contactPhone: string;

  @ApiProperty({
    maxLength: SITE_SETTINGS_LIMITS.supportHours,
    example: DEFAULT_SITE_SETTINGS.supportHours,
  })
  supportHours: string;

  @ApiProperty({
    maxLength: SITE_SETTINGS_LIMITS.expectedReply,
    description: 'What the chat widgets say about reply times while no one from support is online',
  })
  expectedReply: string;

  @ApiProperty({ pattern: '^\\d{6}$', example: DEFAULT_SITE_SETTINGS.pokerClubCode })
  pokerClubCode: string;

  @ApiProperty(link('Discord'))
  discordUrl: string;

  @ApiProperty(link('Telegram'))
  telegramUrl: string;

  @ApiProperty(link('Instagram'))
  instagramUrl: string;

  @ApiProperty(link('TikTok'))
  tiktokUrl: string;

  @ApiProperty(link('YouTube'))
  youtubeUrl: string;

  @ApiProperty(link('Facebook'))
  facebookUrl: string;
}
