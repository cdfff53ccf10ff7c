/**
 * The support desk's reports (admins only): figures over both inbox lists for a range of the
 * club's days (midnight to midnight in CLUB_TIME_ZONE, `SiteConfigView.clubTimeZone`). What each
 * figure means is written beside it; docs/decisions.md has the approximations.
 */

/** The range when the query names none: the last 14 days, today (the club's) included. */
export const REPORT_DEFAULT_DAYS = 14;
/** The longest range one report covers, so one request stays a bounded query. */
export const REPORT_MAX_DAYS = 92;
/** A day of the range: `YYYY-MM-DD`, a calendar day of the club's time zone. */
export const REPORT_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const REPORT_TEXT = {
  fromInvalid: 'from must be a date as YYYY-MM-DD',
  toInvalid: 'to must be a date as YYYY-MM-DD',
  order: 'from must not be after to',
  tooLong: `the range must be at most ${REPORT_MAX_DAYS} days`,
} as const;

/**
 * The days of a report (`GET /api/admin/reports/desk` and `…/store`): both inclusive; absent means
 * the default range.
 */
export interface ReportRangeQuery {
  from?: string;
  to?: string;
}

/** One day of the range. */
export interface ReportDayView {
  /** `YYYY-MM-DD` */
  day: string;
  /** Conversations created that day, both lists. */
  started: number;
  /**
   * Of the conversations started that day: median seconds from the customer's first message to
   * the first message an admin wrote after it (bot messages do not count); null when none.
   */
  medianFirstResponseSeconds: number | null;
  /** Of the conversations started that day and closed now: median seconds closedAt − createdAt. */
  medianResolutionSeconds: number | null;
  /** Conversations created by the end of that day and not closed at its end (open backlog). */
  openAtEndOfDay: number;
}

/** One admin's figures over the conversations started in the range. */
export interface ReportAdminView {
  adminId: string;
  username: string;
  /** Conversations whose first response this admin wrote. */
  firstResponses: number;
  medianFirstResponseSeconds: number | null;
  /** Closed conversations held by this admin (the assignee, else the admin who last handled it). */
  resolved: number;
  medianResolutionSeconds: number | null;
}

export interface DeskReportView {
  /** The range as answered, `YYYY-MM-DD`, both inclusive. */
  from: string;
  to: string;
  days: ReportDayView[];
  /** Admins with a first response or a resolution in the range, by username. */
  admins: ReportAdminView[];
  /** Customer messages in the range per hour of the club's day, index 0 = 00:00–00:59. */
  customerMessagesByHour: number[];
  /** Customer messages in the range per weekday (the club's), index 0 = Monday … 6 = Sunday. */
  customerMessagesByWeekday: number[];
}
