import type { StoreReportView } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import {
  conversionSummary,
  formatDollars,
  formatShare,
  isEmptyStoreReport,
  membersSummary,
  revenueByPackage,
  revenueSummary,
  vipsSummary,
} from './store-summaries';

const revenueDay = (day: string, tournament: number, vip: number, premium: number) => ({
  day,
  tournament,
  vip,
  premium,
  total: tournament + vip + premium,
});

const report = (overrides: Partial<StoreReportView> = {}): StoreReportView => ({
  from: '2026-03-01',
  to: '2026-03-02',
  packages: [
    { id: 'tournament', name: 'Tournament Entry' },
    { id: 'vip', name: 'VIP Access' },
    { id: 'premium', name: 'Premium Package' },
  ],
  revenue: [revenueDay('2026-03-01', 2500, 5000, 0), revenueDay('2026-03-02', 0, 0, 10000)],
  members: [
    { day: '2026-03-01', newMembers: 1 },
    { day: '2026-03-02', newMembers: 0 },
  ],
  vips: [
    { day: '2026-03-01', activeVips: 2 },
    { day: '2026-03-02', activeVips: 1 },
  ],
  conversion: [
    { day: '2026-03-01', chosen: 4, paid: 3 },
    { day: '2026-03-02', chosen: 3, paid: 1 },
  ],
  conversionTotal: { chosen: 7, paid: 4 },
  chatDeposits: { sent: 3, paid: 2, demoPaid: 0, conversion: 2 / 3, medianSecondsToPay: 420 },
  ...overrides,
});

const quiet = report({
  revenue: [revenueDay('2026-03-01', 0, 0, 0)],
  members: [{ day: '2026-03-01', newMembers: 0 }],
  vips: [{ day: '2026-03-01', activeVips: 0 }],
  conversion: [{ day: '2026-03-01', chosen: 0, paid: 0 }],
  conversionTotal: { chosen: 0, paid: 0 },
  chatDeposits: { sent: 0, paid: 0, demoPaid: 0, conversion: null, medianSecondsToPay: null },
});

describe('store report summaries (the charts in words)', () => {
  it('formats cents as dollars and paid of chosen as a percentage', () => {
    expect(formatDollars(250000)).toBe('$2,500.00');
    expect(formatDollars(2550)).toBe('$25.50');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatShare(4, 7)).toBe('57%');
    expect(formatShare(0, 3)).toBe('0%');
    expect(formatShare(0, 0)).toBe('—');
  });

  it("adds up each package's revenue and names the best day", () => {
    expect(revenueByPackage(report()).map((pkg) => [pkg.id, pkg.amount])).toEqual([
      ['tournament', 2500],
      ['vip', 5000],
      ['premium', 10000],
    ]);
    expect(revenueSummary(report())).toBe(
      '$175.00 in all (Tournament Entry $25.00, VIP Access $50.00, Premium Package $100.00); the best day was 2026-03-02 with $100.00.',
    );
    expect(revenueSummary(quiet)).toBe('No revenue in this range.');
  });

  it('counts new members with the busiest day, in the singular too', () => {
    expect(membersSummary(report().members)).toBe(
      '1 new member; the busiest day was 2026-03-01 with 1.',
    );
    expect(
      membersSummary([
        { day: '2026-03-01', newMembers: 2 },
        { day: '2026-03-02', newMembers: 3 },
      ]),
    ).toBe('5 new members; the busiest day was 2026-03-02 with 3.');
    expect(membersSummary(quiet.members)).toBe('No new members in this range.');
  });

  it('gives the active VIPs at the end and the most on one day', () => {
    expect(vipsSummary(report().vips)).toBe(
      '1 active VIP at the end of 2026-03-02; the most was 2 on 2026-03-01.',
    );
    expect(vipsSummary(quiet.vips)).toBe('No active VIPs in this range.');
  });

  it('gives packages chosen and paid with the share', () => {
    expect(conversionSummary(report().conversionTotal)).toBe('7 packages chosen, 4 paid (57%).');
    expect(conversionSummary({ chosen: 1, paid: 1 })).toBe('1 package chosen, 1 paid (100%).');
    expect(conversionSummary(quiet.conversionTotal)).toBe('No packages chosen in this range.');
  });

  it('calls a report empty only with nothing in any chart', () => {
    expect(isEmptyStoreReport(quiet)).toBe(true);
    expect(isEmptyStoreReport(report())).toBe(false);
    expect(isEmptyStoreReport({ ...quiet, vips: [{ day: '2026-03-01', activeVips: 1 }] })).toBe(
      false,
    );
    expect(isEmptyStoreReport({ ...quiet, conversionTotal: { chosen: 1, paid: 0 } })).toBe(false);
    expect(
      isEmptyStoreReport({
        ...quiet,
        chatDeposits: { sent: 1, paid: 0, demoPaid: 0, conversion: 0, medianSecondsToPay: null },
      }),
    ).toBe(false);
  });
});
