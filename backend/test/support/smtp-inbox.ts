import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The sender's address. */
  from: string;
}

const WAIT_MS = 10_000;

/**
 * A real SMTP server in the test process (the app is pointed at it with SMTP_URL): it accepts
 * every mail and keeps it, parsed, for the test to read.
 */
export class SmtpInbox {
  private readonly mails: ReceivedMail[] = [];
  private readonly waiters = new Set<() => void>();

  private readonly server: SMTPServer;

  /** `delayMs`: how long the server takes to accept each mail (a slow mail server). */
  private constructor(delayMs: number) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then(async (parsed) => {
            if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
            this.receive(parsed);
            callback();
          })
          .catch(callback);
      },
    });
  }

  static async start({ delayMs = 0 } = {}): Promise<SmtpInbox> {
    const inbox = new SmtpInbox(delayMs);
    await new Promise<void>((resolve) => inbox.server.listen(0, '127.0.0.1', resolve));
    return inbox;
  }

  get url(): string {
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** Every mail received so far for this address (with this subject, when one is given). */
  mailsTo(address: string, subject?: string): ReceivedMail[] {
    return this.mails.filter(
      (mail) =>
        mail.to.includes(address.toLowerCase()) &&
        (subject === undefined || mail.subject === subject),
    );
  }

  /** The `count`-th mail for this address (1 = the first), waiting for it to arrive. */
  async nthMailTo(address: string, count = 1, subject?: string): Promise<ReceivedMail> {
    const deadline = Date.now() + WAIT_MS;
    while (this.mailsTo(address, subject).length < count) {
      if (Date.now() > deadline) throw new Error(`No mail #${count} for ${address} arrived`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.waiters.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.mailsTo(address, subject)[count - 1];
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private receive(parsed: ParsedMail): void {
    const recipients = [parsed.to].flat().flatMap((to) => to?.value ?? []);
    this.mails.push({
      to: recipients.map((recipient) => (recipient.address ?? '').toLowerCase()),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      from: parsed.from?.value[0]?.address ?? '',
    });
    for (const wake of this.waiters) wake();
    this.waiters.clear();
  }
}

/** The reset link of a mail's plain-text body, and its token. */
export function resetLinkOf(mail: ReceivedMail): { link: string; token: string } {
  const link = /https?:\/\/\S+\/reset-password#token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No reset link in: ${mail.text}`);
  return { link, token: new URLSearchParams(new URL(link).hash.slice(1)).get('token')! };
}
