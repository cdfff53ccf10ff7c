import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { MetricsService } from '../../metrics/metrics.service.js';
import { RealtimeBus } from './realtime-bus.js';
import { InProcessRealtimeBus } from './in-process-realtime-bus.js';
import { RedisRealtimeBus } from './redis-realtime-bus.js';

@Global()
@Module({
  providers: [
    {
      provide: RealtimeBus,
      inject: [APP_CONFIG, MetricsService],
      useFactory: (config: AppConfig, metrics: MetricsService) =>
        config.redisUrl
          ? new RedisRealtimeBus(config.redisUrl, metrics)
          : new InProcessRealtimeBus(metrics),
    },
  ],
  exports: [RealtimeBus],
})
export class RealtimeBusModule {}
