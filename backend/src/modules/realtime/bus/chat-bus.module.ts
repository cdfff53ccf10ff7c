import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { MetricsService } from '../../metrics/metrics.service.js';
import { ChatBus } from './chat-bus.js';
import { InProcessChatBus } from './in-process-chat-bus.js';
import { RedisChatBus } from './redis-chat-bus.js';

@Global()
@Module({
  providers: [
    {
      provide: ChatBus,
      inject: [APP_CONFIG, MetricsService],
      useFactory: (config: AppConfig, metrics: MetricsService) =>
        config.redisUrl ? new RedisChatBus(config.redisUrl, metrics) : new InProcessChatBus(metrics),
    },
  ],
  exports: [ChatBus],
})
export class ChatBusModule {}
