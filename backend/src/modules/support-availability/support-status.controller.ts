import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/decorators/public.decorator.js';
import { AdminPresence } from '../desk/admin-presence.js';
import { SiteSettingsService } from '../site-config/site-settings.service.js';
import { SupportStatusView } from './dto/support-availability.dtos.js';

/** Whether support is online, for every chat widget: an answer from memory (the settings are cached), no session work. */
@ApiTags('chat (availability)')
@Public()
@Controller('support-status')
export class SupportStatusController {
  constructor(
    private readonly presence: AdminPresence,
    private readonly settings: SiteSettingsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Whether anyone from support is online now, else the expected reply time (no names)',
  })
  @ApiOkResponse({ type: SupportStatusView })
  async get(@Res({ passthrough: true }) response: Response): Promise<SupportStatusView> {
    response.setHeader('Cache-Control', 'no-store');
    return {
      online: this.presence.anyoneOnline(),
      expectedReply: (await this.settings.current()).expectedReply,
    };
  }
}
