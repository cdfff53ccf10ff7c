import { ApiProperty } from '@nestjs/swagger';
import type { VisitorChatKind } from '../../../config/app-config.js';

export class SiteConfigView {
  @ApiProperty({
    enum: ['guest', 'device'],
    description:
      'Which support widget anonymous visitors get: the guest-named "Support" or the device-identified "Support Chat"',
  })
  visitorChat: VisitorChatKind;
}
