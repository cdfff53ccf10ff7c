import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { SecondFactorPolicy } from './second-factor-policy.js';
import { TwoFactorController } from './two-factor.controller.js';
import { TwoFactorService } from './two-factor.service.js';

@Module({
  imports: [UsersModule],
  controllers: [TwoFactorController],
  providers: [TwoFactorService, SecondFactorPolicy],
  exports: [SecondFactorPolicy],
})
export class TwoFactorModule {}
