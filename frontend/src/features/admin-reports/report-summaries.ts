import type { DeskReportView, ReportDayView } from '@club/contracts';
import { formatDuration } from './format-duration';

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Whether the range has nothing to chart: no conversation started, open or written in. */
export function isEmptyReport(report: DeskReportView): boolean {
  return (
    report.days.every((day) => day.started === 0 && day.openAtEndOfDay === 0) &&
    report.customerMessagesByHour.every((count) => count === 0)
  );
}

/** The first item with the highest value. */
export function largest<T>(items: readonly T[], value: (item: T) => number): T {
  return items.reduce((best, item) => (value(item) > value(best) ? item : best));
}

export function startedSummary(days: ReportDayView[]): string {
  const total = days.reduce((sum, day) => sum + day.started, 0);
  if (total === 0) return 'No conversations started in this range.';
  const busiest = largest(days, (day) => day.started);
  const conversations = total === 1 ? 'conversation' : 'conversations';
  return `${total} ${conversations} started; the busiest day was ${busiest.day} with ${busiest.started}.`;
}

function spread(days: ReportDayView[], value: (day: ReportDayView) => number | null): string {
  const values = days.map(value).filter((seconds): seconds is number => seconds !== null);
  if (values.length === 0) return 'none yet';
  return `from ${formatDuration(Math.min(...values))} to ${formatDuration(Math.max(...values))}`;
}

export function timingSummary(days: ReportDayView[]): string {
  return (
    `Daily median first response ${spread(days, (day) => day.medianFirstResponseSeconds)}; ` +
    `daily median resolution ${spread(days, (day) => day.medianResolutionSeconds)}.`
  );
}

export function backlogSummary(days: ReportDayView[]): string {
  const last = days[days.length - 1];
  const highest = largest(days, (day) => day.openAtEndOfDay);
  return `${last.openAtEndOfDay} open at the end of ${last.day}; the most was ${highest.openAtEndOfDay} on ${highest.day}.`;
}

/** The busiest hour and weekday; hours are those of the club's `timeZone`, which it names. */
export function busySummary(report: DeskReportView, timeZone: string): string {
  const byHour = report.customerMessagesByHour;
  const byWeekday = report.customerMessagesByWeekday;
  const total = byHour.reduce((sum, count) => sum + count, 0);
  if (total === 0) return 'No customer messages in this range.';
  const hour = byHour.indexOf(Math.max(...byHour));
  const weekday = byWeekday.indexOf(Math.max(...byWeekday));
  const messages = total === 1 ? 'customer message' : 'customer messages';
  return (
    `${total} ${messages}; the busiest hour was ${hourLabel(hour)}–${hourLabel(hour).slice(0, 2)}:59 ${timeZone} ` +
    `with ${byHour[hour]}, the busiest weekday ${WEEKDAYS[weekday]} with ${byWeekday[weekday]}.`
  );
}
