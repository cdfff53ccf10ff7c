import { describe, expect, it } from 'vitest';
import {
  dayAxis,
  durationAxis,
  durationTick,
  durationTicks,
  loneValueMarks,
  stepDayAxis,
} from './chart-layout';

const DAY_MS = 86_400_000;

/** `count` days from the 1st of March 2026, as the report sends them. */
const march = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(2026, 2, 1) + index * DAY_MS).toISOString().slice(0, 10),
  );

const labelled = (days: string[], scaleType: 'band' | 'point' = 'point') => {
  const axis = dayAxis(scaleType, days);
  return axis.data.filter((_, index) => axis.tickLabelInterval(axis.data[index], index));
};

describe('the day axis', () => {
  it('labels the last day of the range (today, by default), however many days it has', () => {
    for (const count of [1, 2, 5, 6, 7, 13, 14, 15, 31, 92]) {
      const days = march(count);
      expect(labelled(days).at(-1)).toBe(days.at(-1)!.slice(5));
    }
  });

  it('labels every day of a short range and at most six days of a long one, evenly from the end', () => {
    expect(labelled(march(1))).toEqual(['03-01']);
    expect(labelled(march(6), 'band')).toEqual([
      '03-01',
      '03-02',
      '03-03',
      '03-04',
      '03-05',
      '03-06',
    ]);
    expect(labelled(march(14))).toEqual(['03-02', '03-05', '03-08', '03-11', '03-14']);
    expect(labelled(march(31))).toHaveLength(6);
    expect(labelled(march(31)).at(-1)).toBe('03-31');
  });

  it('keeps one point or band per day, shown as month-day', () => {
    expect(dayAxis('band', ['2026-03-14', '2026-03-15'])).toMatchObject({
      scaleType: 'band',
      data: ['03-14', '03-15'],
    });
  });
});

describe('the axis of a count at each day’s end', () => {
  it('gives each day a band of its own with no gap, so the count steps where its day begins', () => {
    const axis = stepDayAxis(march(14));
    expect(axis).toMatchObject({ scaleType: 'band', categoryGapRatio: 0 });
    expect(axis.data).toHaveLength(14);
    expect(axis.tickLabelInterval(axis.data[13], 13)).toBe(true);
  });
});

describe('the duration axis', () => {
  it('reads as minutes and hours, never as decimals of a minute', () => {
    expect(durationTicks([336]).map(durationTick)).toEqual(['0', '2 min', '4 min', '6 min']);
    expect(durationTicks([5400, null]).map(durationTick)).toEqual([
      '0',
      '30 min',
      '1 h',
      '1 h 30 min',
    ]);
    expect(durationTicks([45]).map(durationTick)).toEqual(['0', '30 s', '1 min']);
    expect(durationTicks([3 * 86400 + 5]).map(durationTick)).toEqual([
      '0',
      '1 d',
      '2 d',
      '3 d',
      '4 d',
    ]);
  });

  it('reaches past the largest value in at most four steps, and has a scale with no values', () => {
    for (const top of [1, 59, 61, 336, 3599, 3601, 40000, 90 * 86400]) {
      const ticks = durationTicks([top]);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(top);
      expect(ticks.length).toBeLessThanOrEqual(5);
    }
    expect(durationTicks([null, null])).toEqual([0, 30]);
    expect(durationTicks([])).toEqual([0, 30]);
  });

  it('gives the chart its ticks, its range and their labels', () => {
    const axis = durationAxis([336, null, 120]);
    expect(axis).toMatchObject({ min: 0, max: 360, tickInterval: [0, 120, 240, 360] });
    expect(axis.valueFormatter(240)).toBe('4 min');
  });
});

describe('the marks of a line', () => {
  it('marks a lone value, which no line can show, and nothing else', () => {
    const oneDay = loneValueMarks([336]);
    expect(oneDay).not.toBe(false);
    expect((oneDay as (mark: { index: number }) => boolean)({ index: 0 })).toBe(true);
    const amongGaps = loneValueMarks([null, 336, null]) as (mark: { index: number }) => boolean;
    expect([0, 1, 2].map((index) => amongGaps({ index }))).toEqual([false, true, false]);
    expect(loneValueMarks([60, 120])).toBe(false);
    expect(loneValueMarks([null, null])).toBe(false);
  });
});
