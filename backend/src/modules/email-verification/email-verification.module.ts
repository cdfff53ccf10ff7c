import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountEmailController } from './account-email.controller.js';
import { EmailTokens } from './email-tokens.js';
import { EmailVerificationController } from './email-verification.controller.js';
import { EmailVerificationService } from './email-verification.service.js';

@Module({
  imports: [UsersModule, MailModule],
  controllers: [EmailVerificationController, AccountEmailController],
  providers: [EmailVerificationService, EmailTokens],
  exports: [EmailVerificationService],
})
export class EmailVerificationModule {}
