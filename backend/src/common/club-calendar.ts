import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * The club's calendar: its days are those of CLUB_TIME_ZONE. Today is asked of the database, so
 * it is the day by the clock and zone rules that "Closed Today" and the reports' SQL count by.
 */
@Injectable()
export class ClubCalendar {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The IANA name of the club's zone, bound as a parameter wherever SQL counts days. */
  get timeZone(): string {
    return this.config.clubTimeZone;
  }

  /** Today in the club's zone, `YYYY-MM-DD`. */
  async today(): Promise<string> {
    const [row] = await this.dataSource.query<{ today: string }[]>(
      `SELECT to_char(now() AT TIME ZONE $1, 'YYYY-MM-DD') AS today`,
      [this.timeZone],
    );
    return row.today;
  }
}
