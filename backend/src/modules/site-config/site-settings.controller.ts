import { Body, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { SiteSettingsBody } from './dto/site-settings.body.js';
import { SiteSettingsView } from './dto/site-settings.view.js';
import { SiteSettingsService } from './site-settings.service.js';
import { AdminRoutes } from '../../common/decorators/admin-routes.decorator.js';

/** The admin console's settings page: the club's public settings. */
@AdminRoutes('admin console', 'admin/site-settings')
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'The club settings the public pages show' })
  @ApiOkResponse({ type: SiteSettingsView })
  get(): Promise<SiteSettingsView> {
    return this.settings.current();
  }

  @Put()
  @ApiOperation({
    summary: 'Save every club setting; the public pages show them from their next load',
  })
  @ApiOkResponse({ type: SiteSettingsView })
  @ApiBadRequestResponse({
    description: 'A setting is missing or not allowed; the message says which',
  })
  save(
    @Body() body: SiteSettingsBody,
    @CurrentUser() admin: UserEntity,
  ): Promise<SiteSettingsView> {
    return this.settings.save(body, admin.id);
  }
}
