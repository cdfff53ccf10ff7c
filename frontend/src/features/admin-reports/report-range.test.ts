import { REPORT_TEXT } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';
import { rangeOf, rangeProblem } from './report-range';

describe('report range', () => {
  it('reads from and to from the query string, leaving absent ones out', () => {
    expect(rangeOf(new URLSearchParams('from=2026-03-01&to=2026-03-04'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-04',
    });
    expect(rangeOf(new URLSearchParams('to='))).toEqual({});
  });

  it("explains a bad range in the server's words", () => {
    expect(rangeProblem({ from: '2026-02-30' })).toBe(REPORT_TEXT.fromInvalid);
    expect(rangeProblem({ to: 'soon' })).toBe(REPORT_TEXT.toInvalid);
    expect(rangeProblem({ from: '2026-03-05', to: '2026-03-04' })).toBe(REPORT_TEXT.order);
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-03' })).toBe(REPORT_TEXT.tooLong);
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-02' })).toBeUndefined();
    expect(rangeProblem({})).toBeUndefined();
  });
});

describe('formatDuration', () => {
  it.each([
    [null, '—'],
    [45, '45 s'],
    [360, '6 min'],
    [7200, '2 h'],
    [7500, '2 h 5 min'],
    [90000, '1 d 1 h'],
    [172800, '2 d'],
  ])('%s seconds → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
