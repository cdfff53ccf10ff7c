import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { SiteSettingsBody } from './dto/site-settings.body.js';
import { SiteSettingsView } from './dto/site-settings.view.js';
import { SiteSettingsService } from './site-settings.service.js';

/** The admin console's settings page: the club's public settings. */
@ApiTags('admin console')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller('admin/site-settings')
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
