import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { SecurityNotices } from './security-notices.js';

/** The mails that tell an account's owner of a change to its password, two-factor or existence. */
@Module({
  imports: [MailModule],
  providers: [SecurityNotices],
  exports: [SecurityNotices],
})
export class SecurityNoticesModule {}
