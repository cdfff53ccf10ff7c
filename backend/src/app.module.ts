import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { RolesGuard } from './common/guards/roles.guard.js';
import { SessionAuthGuard } from './common/guards/session-auth.guard.js';
import { RateLimitClients } from './common/rate-limit/rate-limit-clients.js';
import { RateLimitGuard } from './common/rate-limit/rate-limit.guard.js';
import { MemoryRateLimiter, RateLimiter } from './common/rate-limit/rate-limiter.js';
import { RedisRateLimiter } from './common/rate-limit/redis-rate-limiter.js';
import { HttpDrain } from './common/http-drain.js';
import { createValidationPipe } from './common/validation.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { DATABASE_URL } from './database/database-url.token.js';
import { AccountModule } from './modules/account/account.module.js';
import { AdminAuditModule } from './modules/admin-audit/admin-audit.module.js';
import { AdminMembersModule } from './modules/admin-members/admin-members.module.js';
import { AdminPaymentsModule } from './modules/admin-payments/admin-payments.module.js';
import { EmailVerificationModule } from './modules/email-verification/email-verification.module.js';
import { AnonymousChatModule } from './modules/anonymous-chat/anonymous-chat.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { ChatModule } from './modules/chat/chat.module.js';
import { CustomerContextModule } from './modules/customer-context/customer-context.module.js';
import { ReportsModule } from './modules/reports/reports.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MessageSearchModule } from './modules/message-search/message-search.module.js';
import { MetricsModule } from './modules/metrics/metrics.module.js';
import { MerchandiseModule } from './modules/merchandise/merchandise.module.js';
import { NotesModule } from './modules/notes/notes.module.js';
import { PasswordResetModule } from './modules/password-reset/password-reset.module.js';
import { PaymentRequestsModule } from './modules/payment-requests/payment-requests.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { RealtimeBusModule } from './modules/realtime/bus/realtime-bus.module.js';
import { RealtimeModule } from './modules/realtime/realtime.module.js';
import { SavedRepliesModule } from './modules/saved-replies/saved-replies.module.js';
import { SiteConfigModule } from './modules/site-config/site-config.module.js';
import { SiteMapModule } from './modules/site-map/site-map.module.js';
import { SupportAvailabilityModule } from './modules/support-availability/support-availability.module.js';
import { UploadsModule } from './modules/uploads/uploads.module.js';
import { UsersModule } from './modules/users/users.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl)),
        MetricsModule,
        UsersModule,
        AuthModule,
        PasswordResetModule,
        AccountModule,
        EmailVerificationModule,
        HealthModule,
        MerchandiseModule,
        PaymentsModule,
        PaymentRequestsModule,
        AdminPaymentsModule,
        RealtimeBusModule,
        UploadsModule,
        ChatModule,
        AnonymousChatModule,
        CustomerContextModule,
        ReportsModule,
        NotesModule,
        MessageSearchModule,
        SavedRepliesModule,
        RealtimeModule,
        SiteConfigModule,
        AdminAuditModule,
        AdminMembersModule,
        SupportAvailabilityModule,
        SiteMapModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATABASE_URL, useValue: databaseUrl },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_GUARD, useClass: SessionAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        HttpDrain,
        RateLimitClients,
        {
          provide: RateLimiter,
          useFactory: () =>
            config.redisUrl
              ? new RedisRateLimiter(config, config.redisUrl)
              : new MemoryRateLimiter(config),
        },
      ],
      exports: [APP_CONFIG, DATABASE_URL, RateLimiter, HttpDrain],
    };
  }
}
