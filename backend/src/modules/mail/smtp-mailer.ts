import type { OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { Mailer, type Mail } from './mailer.js';

/** Mail through the SMTP server of SMTP_URL (nodemailer reads host, port, TLS and login from it). */
export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send({ to, subject, text, html }: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to, subject, text, html });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
