import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DEFAULT_SITE_SETTINGS, type SiteSettingsView } from '@club/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RealtimeBus } from '../realtime/bus/realtime-bus.js';
import { SiteSettingsEntity } from './site-settings.entity.js';

const ROW_ID = 1;

function settingsView(row: SiteSettingsEntity): SiteSettingsView {
  return {
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    supportHours: row.supportHours,
    expectedReply: row.expectedReply,
    pokerClubCode: row.pokerClubCode,
    discordUrl: row.discordUrl,
    telegramUrl: row.telegramUrl,
    instagramUrl: row.instagramUrl,
    tiktokUrl: row.tiktokUrl,
    youtubeUrl: row.youtubeUrl,
    facebookUrl: row.facebookUrl,
  };
}

/**
 * The club's public settings, stored in `site_settings` and kept in memory: every public page
 * reads them, admins change them rarely. A save publishes `site_settings_changed` on the realtime
 * bus, and every instance (this one too) forgets its copy and reads the row again when next asked.
 */
@Injectable()
export class SiteSettingsService implements OnModuleInit, OnApplicationBootstrap {
  private cached?: Promise<SiteSettingsView>;

  constructor(
    @InjectRepository(SiteSettingsEntity) private readonly rows: Repository<SiteSettingsEntity>,
    private readonly bus: RealtimeBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe((event) => {
      if (event.type === 'site_settings_changed') this.forget();
    });
    // Events may have been missed while the bus was cut off.
    this.bus.onResync(() => this.forget());
  }

  /** A fresh database starts with the values the site showed before it had settings. */
  async onApplicationBootstrap(): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .insert()
      .values({
        ...DEFAULT_SITE_SETTINGS,
        expectedReply: this.config.supportExpectedReply,
        id: ROW_ID,
        updatedById: null,
      })
      .orIgnore()
      .execute();
  }

  current(): Promise<SiteSettingsView> {
    if (this.cached) return this.cached;
    const read = this.rows.findOneByOrFail({ id: ROW_ID }).then(settingsView);
    this.cached = read;
    read.catch(() => {
      if (this.cached === read) this.cached = undefined;
    });
    return read;
  }

  async save(settings: SiteSettingsView, adminId: string): Promise<SiteSettingsView> {
    await this.rows.update({ id: ROW_ID }, { ...settings, updatedById: adminId });
    this.forget();
    await this.bus.publish({ type: 'site_settings_changed' });
    return this.current();
  }

  private forget(): void {
    this.cached = undefined;
  }
}
