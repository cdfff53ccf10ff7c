import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Where the test SMTP server listens: a fixed port from the app's, like the Stripe stub's. */
export function smtpPort(appPort: number): number {
  return appPort + 4000;
}

export function mailEnv(appPort: number, publicUrl: string): Record<string, string> {
  return {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort(appPort)}`,
    MAIL_FROM: 'Play-money club <no-reply@club.example.test>',
    PUBLIC_URL: publicUrl,
  };
}

/** The global setup's SMTP server keeps each mail here, as received; workers read it. */
const MAIL_DIR_ENV = 'E2E_MAIL_DIR';

/**
 * Runs a real SMTP server for the whole run (from the Playwright config's global setup): the app
 * under test sends its mail there, and each mail lands in a folder the tests read.
 */
export async function startSmtpServer(appPort: number): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-e2e-mail-'));
  process.env[MAIL_DIR_ENV] = dir;
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        writeFileSync(
          path.join(dir, `${String(++received).padStart(6, '0')}.eml`),
          Buffer.concat(chunks),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort(appPort), '127.0.0.1', resolve);
  });
  return () => new Promise((resolve) => server.close(() => resolve()));
}

async function mailsTo(address: string): Promise<ParsedMail[]> {
  const dir = process.env[MAIL_DIR_ENV];
  if (!dir)
    throw new Error(`${MAIL_DIR_ENV} is not set: the config's global setup runs the SMTP server`);
  const mails = await Promise.all(
    readdirSync(dir)
      .sort()
      .map((file) => simpleParser(readFileSync(path.join(dir, file)))),
  );
  return mails.filter((mail) =>
    [mail.to]
      .flat()
      .flatMap((to) => to?.value ?? [])
      .some((recipient) => recipient.address?.toLowerCase() === address.toLowerCase()),
  );
}

/** The newest mail to this address with this subject, once one has arrived. */
export async function mailTo(address: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((mail) => mail.subject === subject).at(-1);
        return found !== undefined;
      },
      { message: `a mail "${subject}" to ${address}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}
