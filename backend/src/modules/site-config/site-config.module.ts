import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteConfigController } from './site-config.controller.js';
import { SiteSettingsController } from './site-settings.controller.js';
import { SiteSettingsEntity } from './site-settings.entity.js';
import { SiteSettingsService } from './site-settings.service.js';

/** The club's public settings: stored, cached per instance, edited by admins. */
@Module({
  imports: [TypeOrmModule.forFeature([SiteSettingsEntity])],
  controllers: [SiteConfigController, SiteSettingsController],
  providers: [SiteSettingsService],
  exports: [SiteSettingsService],
})
export class SiteConfigModule {}
