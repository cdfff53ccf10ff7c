import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SiteConfigView } from './dto/site-config.view.js';

/** The server settings the browser needs to pick its behaviour (no secrets). */
@ApiTags('site')
@Controller('site-config')
export class SiteConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Public site settings: which visitor chat widget to show (VISITOR_CHAT)',
  })
  @ApiOkResponse({ type: SiteConfigView })
  get(): SiteConfigView {
    return { visitorChat: this.config.visitorChat };
  }
}
