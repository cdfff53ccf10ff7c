import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { MetricsService } from './metrics.service.js';

@Global()
@Module({ providers: [MetricsService], exports: [MetricsService] })
export class MetricsModule implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.metrics.watchPool(() => {
      const pool = (this.dataSource.driver as unknown as { master?: Pool }).master;
      return pool
        ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
        : undefined;
    });
  }
}
