import type { SiteSettingsView } from '@club/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The club's public settings: the one row with id 1. */
@Entity('site_settings')
export class SiteSettingsEntity implements SiteSettingsView {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'varchar', length: 254 })
  contactEmail: string;

  @Column({ type: 'varchar', length: 30 })
  contactPhone: string;

  @Column({ type: 'varchar', length: 60 })
  supportHours: string;

  @Column({ type: 'varchar', length: 120 })
  expectedReply: string;

  @Column({ type: 'char', length: 6 })
  pokerClubCode: string;

  @Column({ type: 'varchar', length: 200 })
  discordUrl: string;

  @Column({ type: 'varchar', length: 200 })
  telegramUrl: string;

  @Column({ type: 'varchar', length: 200 })
  instagramUrl: string;

  @Column({ type: 'varchar', length: 200 })
  tiktokUrl: string;

  @Column({ type: 'varchar', length: 200 })
  youtubeUrl: string;

  @Column({ type: 'varchar', length: 200 })
  facebookUrl: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'uuid', nullable: true })
  updatedById: string | null;
}
