import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { SecurityNoticesModule } from '../security-notices/security-notices.module.js';
import { UsersModule } from '../users/users.module.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';
import { ResetTokens } from './reset-tokens.js';

@Module({
  imports: [UsersModule, MailModule, SecurityNoticesModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetService, ResetTokens],
})
export class PasswordResetModule {}
