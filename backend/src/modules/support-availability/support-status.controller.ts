import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/decorators/public.decorator.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AdminPresence } from '../desk/admin-presence.js';
import { SupportStatusView } from './dto/support-availability.dtos.js';

/** Whether support is online, for every chat widget: an answer from memory, no session work. */
@ApiTags('chat (availability)')
@Public()
@Controller('support-status')
export class SupportStatusController {
  constructor(
    private readonly presence: AdminPresence,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Whether anyone from support is online now, else the expected reply time (no names)',
  })
  @ApiOkResponse({ type: SupportStatusView })
  get(@Res({ passthrough: true }) response: Response): SupportStatusView {
    response.setHeader('Cache-Control', 'no-store');
    return {
      online: this.presence.anyoneOnline(),
      expectedReply: this.config.supportExpectedReply,
    };
  }
}
