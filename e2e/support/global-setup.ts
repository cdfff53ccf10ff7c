import { startSmtpServer } from './mail';

/** A real SMTP server for the run: the apps under test send their mail to it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startSmtpServer(Number(process.env.E2E_PORT ?? 5123));
}
