import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SiteConfigView } from './dto/site-config.view.js';
import { SiteSettingsService } from './site-settings.service.js';

/** The settings the browser needs (no secrets): the club's public settings and the visitor widget. */
@ApiTags('site')
@Controller('site-config')
export class SiteConfigController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SiteSettingsService,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary:
      "Public site settings: contact details, community links, poker club code, support hours, which visitor chat widget to show (VISITOR_CHAT) and the club's time zone (CLUB_TIME_ZONE)",
  })
  @ApiOkResponse({ type: SiteConfigView })
  async get(): Promise<SiteConfigView> {
    return {
      ...(await this.settings.current()),
      visitorChat: this.config.visitorChat,
      clubTimeZone: this.config.clubTimeZone,
    };
  }
}
