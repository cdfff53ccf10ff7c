import {
  REPORT_DAY_PATTERN,
  REPORT_MAX_DAYS,
  REPORT_TEXT,
  type ReportRangeQuery,
} from '@club/contracts';

const DAY_MS = 86_400_000;

/**
 * A day's number for comparing and counting days. UTC serves as a calendar without zones here:
 * which instants a day holds is the server's business (the club's zone), not the browser's.
 */
function dayTime(text: string): number | undefined {
  if (!REPORT_DAY_PATTERN.test(text)) return undefined;
  const time = Date.parse(`${text}T00:00:00Z`);
  return new Date(time).toISOString().slice(0, 10) === text ? time : undefined;
}

/** The range of the page's query string (`?from=&to=`); absent parts are left to the server. */
export function rangeOf(search: URLSearchParams): ReportRangeQuery {
  const from = search.get('from') || undefined;
  const to = search.get('to') || undefined;
  return { ...(from && { from }), ...(to && { to }) };
}

/** Why a range cannot be asked for, in the server's words, or undefined when it can. */
export function rangeProblem({ from, to }: ReportRangeQuery): string | undefined {
  const fromTime = from === undefined ? undefined : dayTime(from);
  const toTime = to === undefined ? undefined : dayTime(to);
  if (from !== undefined && fromTime === undefined) return REPORT_TEXT.fromInvalid;
  if (to !== undefined && toTime === undefined) return REPORT_TEXT.toInvalid;
  if (fromTime === undefined || toTime === undefined) return undefined;
  if (fromTime > toTime) return REPORT_TEXT.order;
  if ((toTime - fromTime) / DAY_MS + 1 > REPORT_MAX_DAYS) return REPORT_TEXT.tooLong;
  return undefined;
}
