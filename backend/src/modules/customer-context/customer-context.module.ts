import { Module } from '@nestjs/common';
import { CustomerContextController } from './customer-context.controller.js';
import { CustomerContextService } from './customer-context.service.js';

/** The admin inbox's customer panel: read-only views over users, payments and conversations. */
@Module({
  controllers: [CustomerContextController],
  providers: [CustomerContextService],
})
export class CustomerContextModule {}
