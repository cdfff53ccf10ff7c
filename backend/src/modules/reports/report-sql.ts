/**
 * SQL pieces every report shares. Parameters: $1 first day, $2 last day (`YYYY-MM-DD`,
 * inclusive), $3 the club's time zone (CLUB_TIME_ZONE, an IANA name). Days are the club's
 * calendar days: each starts at midnight in that zone, so one can last 23 or 25 hours.
 */

export const RANGE_START = `($1::date::timestamp AT TIME ZONE $3)`;
export const RANGE_END = `(($2::date + 1)::timestamp AT TIME ZONE $3)`;
/** The club's day an instant falls on. */
export const CLUB_DAY = (column: string) => `(${column} AT TIME ZONE $3)::date`;
/** The instant a club day of `days` ends (the next day's midnight in the club's zone). */
export const END_OF_DAY = (day: string) => `((${day} + 1)::timestamp AT TIME ZONE $3)`;

/** Every day of the range, one row each, so days with nothing still get a zero. */
export const DAYS = `days AS (
  SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') d
)`;

/** A report's parameters in the order the pieces above number them. */
export const reportParameters = (range: { from: string; to: string }, timeZone: string) => [
  range.from,
  range.to,
  timeZone,
];
