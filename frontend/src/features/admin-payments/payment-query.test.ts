import { ADMIN_PAYMENTS_TEXT } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { csvHref, dayProblem, paymentQueryOf, searchOf } from './payment-query';

const MEMBER = '0b7c9e6a-1f2d-4c3b-9a8e-7d6c5b4a3f21';

describe('paymentQueryOf', () => {
  it('reads every filter and the cursor from the address', () => {
    const search = new URLSearchParams(
      `status=refunded&package=vip&from=2026-11-01&to=2026-11-30&member=${MEMBER}&cursor=abc`,
    );
    expect(paymentQueryOf(search)).toEqual({
      status: 'refunded',
      package: 'vip',
      from: '2026-11-01',
      to: '2026-11-30',
      member: MEMBER,
      cursor: 'abc',
    });
  });

  it('ignores a status, package or member that is not one, and empty values', () => {
    const search = new URLSearchParams('status=paid&package=gold&member=alice&from=&cursor=');
    expect(paymentQueryOf(search)).toEqual({});
  });
});

describe('dayProblem', () => {
  it("names the field and gives the server's words", () => {
    expect(dayProblem({ from: '2026-02-30' })).toEqual({
      field: 'from',
      message: ADMIN_PAYMENTS_TEXT.fromInvalid,
    });
    expect(dayProblem({ to: 'tomorrow' })).toEqual({
      field: 'to',
      message: ADMIN_PAYMENTS_TEXT.toInvalid,
    });
    expect(dayProblem({ from: '2026-11-02', to: '2026-11-01' })).toEqual({
      field: 'to',
      message: ADMIN_PAYMENTS_TEXT.order,
    });
    expect(dayProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeUndefined();
    expect(dayProblem({})).toBeUndefined();
  });
});

describe('csvHref and searchOf', () => {
  it('exports with the filters but not the page position', () => {
    expect(csvHref({ status: 'succeeded', package: 'premium', cursor: 'abc', limit: 10 })).toBe(
      '/api/admin/payments.csv?status=succeeded&package=premium',
    );
    expect(csvHref({})).toBe('/api/admin/payments.csv');
  });

  it('leaves out what is not set', () => {
    expect(searchOf({ status: 'rejected', from: undefined, cursor: 'xyz' })).toEqual({
      status: 'rejected',
      cursor: 'xyz',
    });
  });
});
