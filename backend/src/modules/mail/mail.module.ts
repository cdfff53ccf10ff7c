import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { FileMailer } from './file-mailer.js';
import { Mailer } from './mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

/** The one way the app sends mail. */
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [APP_CONFIG],
      useFactory: ({ mail }: AppConfig): Mailer => {
        if (mail.smtpUrl) return new SmtpMailer(mail.smtpUrl, mail.from);
        new Logger('Mail').warn(
          `No SMTP_URL: mail is written to ${mail.outboxDir} and its links are logged, not sent`,
        );
        return new FileMailer(mail.outboxDir, mail.from);
      },
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
