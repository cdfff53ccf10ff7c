/**
 * "Saturday, 15 March 2025, 13:30 (time zone Pacific/Kiritimati)": an instant as the club tells
 * it, in its own zone (CLUB_TIME_ZONE), and naming that zone so no reader takes it for theirs.
 */
export function clubTimeOf(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const { weekday, day, month, year, hour, minute } = parts;
  return `${weekday}, ${day} ${month} ${year}, ${hour}:${minute} (time zone ${timeZone})`;
}
