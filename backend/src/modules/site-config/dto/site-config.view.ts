import { ApiProperty } from '@nestjs/swagger';
import type { SiteConfigView as SiteConfigContract, VisitorChatKind } from '@club/contracts';
import { SiteSettingsView } from './site-settings.view.js';

export class SiteConfigView extends SiteSettingsView implements SiteConfigContract {
  @ApiProperty({
    enum: ['guest', 'device'],
    description:
      'Which support widget anonymous visitors get: the guest-named "Support" or the device-identified "Support Chat"',
  })
  visitorChat: VisitorChatKind;

  @ApiProperty({
    example: 'Europe/Berlin',
    description:
      "The club's IANA time zone (CLUB_TIME_ZONE): the days of the admin's reports and payment filters, and the zone the Payments section tells times in",
  })
  clubTimeZone: string;
}
