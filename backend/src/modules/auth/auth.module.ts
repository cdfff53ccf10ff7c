import { Module } from '@nestjs/common';
import { EmailVerificationModule } from '../email-verification/email-verification.module.js';
import { TwoFactorModule } from '../two-factor/two-factor.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginThrottle } from './login-throttle.js';
import { SessionMiddleware } from './session-middleware.js';

@Module({
  imports: [UsersModule, TwoFactorModule, EmailVerificationModule],
  controllers: [AuthController],
  providers: [AuthService, LoginThrottle, SessionMiddleware],
  exports: [SessionMiddleware],
})
export class AuthModule {}
