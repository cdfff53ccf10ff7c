import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, REPORT_TEXT } from '@club/contracts';
import { BadRequestException } from '@nestjs/common';

const DAY_MS = 86_400_000;

/** A report's days in the club's calendar, both inclusive, as `YYYY-MM-DD`. */
export interface ReportRange {
  from: string;
  to: string;
}

/** A day's number on a calendar without zones (UTC's, where every day has 24 hours). */
function dayOf(text: string, invalid: string): number {
  const time = Date.parse(`${text}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over; only a day that prints back the same is real.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text) {
    throw new BadRequestException(invalid);
  }
  return time;
}

const print = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The range a query asks for: defaults to the 14 days ending `today` (the club's), refuses a
 * reversed or long one.
 */
export function reportRange(query: { from?: string; to?: string }, today: string): ReportRange {
  const to = dayOf(query.to ?? today, REPORT_TEXT.toInvalid);
  const from = query.from
    ? dayOf(query.from, REPORT_TEXT.fromInvalid)
    : to - (REPORT_DEFAULT_DAYS - 1) * DAY_MS;
  if (from > to) throw new BadRequestException(REPORT_TEXT.order);
  if ((to - from) / DAY_MS + 1 > REPORT_MAX_DAYS)
    throw new BadRequestException(REPORT_TEXT.tooLong);
  return { from: print(from), to: print(to) };
}
