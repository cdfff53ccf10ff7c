/**
 * SQL pieces every report shares. Parameters: $1 first day, $2 last day (`YYYY-MM-DD`, UTC,
 * inclusive). Days are UTC calendar days.
 */

export const RANGE_START = `($1::date::timestamp AT TIME ZONE 'UTC')`;
export const RANGE_END = `(($2::date + 1)::timestamp AT TIME ZONE 'UTC')`;
export const UTC_DAY = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;
/** The instant a UTC day of `days` ends (the next day's midnight). */
export const END_OF_DAY = (day: string) => `((${day} + 1)::timestamp AT TIME ZONE 'UTC')`;

/** Every day of the range, one row each, so days with nothing still get a zero. */
export const DAYS = `days AS (
  SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') d
)`;
