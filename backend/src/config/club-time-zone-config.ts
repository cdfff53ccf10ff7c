import { ConfigError } from './app-config.js';

/**
 * A zone name of the IANA database ("Europe/Berlin", "UTC", "Etc/GMT+5"). A bare offset such as
 * "+02:00" is refused: PostgreSQL reads offsets with the POSIX sign, the reverse of ISO's.
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** CLUB_TIME_ZONE: the zone the club's days and the times in its mails are told in. */
export function readClubTimeZone(raw: string | undefined): string {
  const value = raw?.trim() || 'UTC';
  const refusal = new ConfigError(
    `CLUB_TIME_ZONE must be an IANA time zone name such as Europe/Berlin or UTC, got "${value}"`,
  );
  if (!ZONE_NAME.test(value)) throw refusal;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw refusal;
  }
}
