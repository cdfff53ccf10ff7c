const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      fractionalSecondDigits: 3,
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * "2026-11-02T00:30:00.000+14:00": an instant in ISO 8601 as the clocks of `timeZone` show it,
 * with that zone's offset at the time ("Z" where it is zero), so the date is that zone's day and
 * the text still names the exact instant.
 */
export function isoTimeIn(at: Date, timeZone: string): string {
  const part = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  );
  // longOffset reads "GMT+14:00"; a zero offset "GMT" or "GMT+00:00".
  const offset = part.timeZoneName.slice(3);
  const iso = /^[+-]00:00$/.test(offset) || offset === '' ? 'Z' : offset;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}.${part.fractionalSecond}${iso}`;
}
