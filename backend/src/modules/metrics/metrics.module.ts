import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { poolOf } from '../../database/prepared-query.js';
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
      const pool = poolOf(this.dataSource);
      return pool
        ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
        : undefined;
    });
  }
}
