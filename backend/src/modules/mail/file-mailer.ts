import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { Mailer, type Mail } from './mailer.js';

/**
 * With no SMTP server configured: each mail becomes an .eml file in the outbox folder (any mail
 * program opens it), and its subject and link are logged, so a local user can follow the flow.
 */
export class FileMailer extends Mailer {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
  ) {
    super();
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  }

  async send(mail: Mail): Promise<void> {
    const { to, subject, text, html } = mail;
    const info = await this.transport.sendMail({ from: this.from, to, subject, text, html });
    await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    const file = path.join(
      this.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
    );
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.logger.log(
      `Mail "${subject}" written to ${file} (no SMTP_URL)${mail.link ? `; its link: ${mail.link}` : ''}`,
    );
  }
}
