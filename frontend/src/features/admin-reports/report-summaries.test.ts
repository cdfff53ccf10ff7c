import type { DeskReportView } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import {
  backlogSummary,
  busySummary,
  isEmptyReport,
  startedSummary,
  timingSummary,
} from './report-summaries';

const day = (date: string, started: number, open: number, first: number | null = null) => ({
  day: date,
  started,
  medianFirstResponseSeconds: first,
  medianResolutionSeconds: null,
  openAtEndOfDay: open,
});

const report = (hour: number[], weekday: number[]): DeskReportView => ({
  from: '2026-03-02',
  to: '2026-03-03',
  days: [day('2026-03-02', 2, 2, 360), day('2026-03-03', 1, 3, 300)],
  admins: [],
  customerMessagesByHour: hour,
  customerMessagesByWeekday: weekday,
});

describe('report summaries (the charts in words)', () => {
  it('says how many started and the busiest day', () => {
    expect(startedSummary(report([], []).days)).toBe(
      '3 conversations started; the busiest day was 2026-03-02 with 2.',
    );
    expect(startedSummary([day('2026-03-02', 1, 0)])).toBe(
      '1 conversation started; the busiest day was 2026-03-02 with 1.',
    );
  });

  it('gives the spread of the daily medians, or none yet', () => {
    expect(timingSummary(report([], []).days)).toBe(
      'Daily median first response from 5 min to 6 min; daily median resolution none yet.',
    );
  });

  it('gives the backlog at the end and its highest day', () => {
    expect(backlogSummary(report([], []).days)).toBe(
      '3 open at the end of 2026-03-03; the most was 3 on 2026-03-03.',
    );
  });

  it('names the busiest hour and weekday', () => {
    const hours = Array<number>(24).fill(0);
    hours[9] = 1;
    hours[23] = 4;
    expect(busySummary(report(hours, [2, 3, 0, 0, 0, 0, 0]), 'Pacific/Kiritimati')).toBe(
      '5 customer messages; the busiest hour was 23:00–23:59 Pacific/Kiritimati with 4, the busiest weekday Tuesday with 3.',
    );
  });

  it('calls a report empty only with nothing started, open or written', () => {
    const quiet = {
      ...report(Array(24).fill(0), Array(7).fill(0)),
      days: [day('2026-03-02', 0, 0)],
    };
    expect(isEmptyReport(quiet)).toBe(true);
    expect(isEmptyReport({ ...quiet, days: [day('2026-03-02', 0, 1)] })).toBe(false);
  });
});
