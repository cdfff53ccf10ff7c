import { formatDuration } from '../format-duration';

/** The charts' common height, and a day as the x axis shows it ("03-14"). */
export const CHART_HEIGHT = 240;
export const shortDay = (day: string) => day.slice(5);

/** At most this many day labels: six "03-14" fit the narrowest chart (a 360 px screen). */
const MAX_DAY_LABELS = 6;

/**
 * A day axis: one point or band per day, labelled every few days counted back from the last
 * day, so the range's end (today, by default) is always labelled however many days it has.
 */
export function dayAxis<Scale extends 'band' | 'point'>(scaleType: Scale, days: string[]) {
  const every = Math.max(1, Math.ceil(days.length / MAX_DAY_LABELS));
  const last = days.length - 1;
  return {
    scaleType,
    data: days.map(shortDay),
    tickLabelInterval: (_value: unknown, index: number) => (last - index) % every === 0,
  };
}

/**
 * The day axis of a count at each day's end (open backlog, active VIPs), drawn as steps: bars
 * that touch, so the count holds across its own day and changes exactly where its day begins.
 */
export function stepDayAxis(days: string[]) {
  return { ...dayAxis('band', days), categoryGapRatio: 0 };
}

/**
 * A value axis from 0 whose ticks are whole (counts, dollars); a range of only zeros still gets
 * a scale of 0–1 rather than one squeezed around 0.
 */
export function fromZero(values: number[]) {
  return { min: 0, tickMinStep: 1, ...(values.every((value) => value === 0) && { max: 1 }) };
}

/** Steps a duration axis may count in, in seconds: 30 s to 10 days, each a round duration. */
const DURATION_STEPS = [
  30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400, 172800, 432000, 864000,
];
const MAX_DURATION_STEPS = 4;
const DAY_SECONDS = 86400;

/** A duration tick's label: "0", "6 min", "1 h 30 min". */
export const durationTick = (seconds: number) => (seconds === 0 ? '0' : formatDuration(seconds));

/**
 * The ticks of a duration axis in seconds, from 0 past the largest value in at most four round
 * steps (a median of 6 min reads 0, 2 min, 4 min, 6 min); a chart with no value gets 0 and 1 min.
 */
export function durationTicks(seconds: (number | null)[]): number[] {
  const top = Math.max(0, ...seconds.filter((value): value is number => value !== null));
  const step =
    DURATION_STEPS.find((candidate) => top <= candidate * MAX_DURATION_STEPS) ??
    Math.ceil(top / MAX_DURATION_STEPS / DAY_SECONDS) * DAY_SECONDS;
  const steps = Math.max(1, Math.ceil(top / step));
  return Array.from({ length: steps + 1 }, (_, index) => index * step);
}

/** A value axis of durations in seconds, labelled as people read them, wide enough for those. */
export function durationAxis(seconds: (number | null)[]) {
  const tickInterval = durationTicks(seconds);
  return {
    min: 0,
    max: tickInterval[tickInterval.length - 1],
    tickInterval,
    valueFormatter: (value: number) => durationTick(value),
    width: 76,
  };
}

/**
 * Where a line series draws its marks: a line needs two values to show, so a series with only
 * one (one day, or one day with data among gaps that the line joins) marks it, and no other.
 */
export function loneValueMarks(values: (number | null)[]) {
  const drawn = values.filter((value) => value !== null).length;
  if (drawn !== 1) return false;
  return ({ index }: { index: number }) => values[index] !== null;
}
