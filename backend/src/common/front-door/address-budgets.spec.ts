import { describe, expect, it } from 'vitest';
import { AddressBudgets, type AdmitVerdict } from './address-budgets.js';

const config = {
  requestsPerAddress: { limit: 3, ttlMs: 3000 },
  inFlightPerAddress: 2,
  refusalDelayMs: 0,
  heldRefusalsPerAddress: 0,
};

function released(verdict: AdmitVerdict): void {
  if (!verdict.admitted) throw new Error('refused');
  verdict.release();
}

describe('AddressBudgets', () => {
  it('admits a burst of requests, then refuses with the seconds until the next token', () => {
    const budgets = new AddressBudgets(config);
    for (let i = 0; i < 3; i++) released(budgets.admit('a', 0));
    expect(budgets.admit('a', 0)).toEqual({ admitted: false, retryAfterSeconds: 1 });
    expect(budgets.admit('a', 999)).toEqual({ admitted: false, retryAfterSeconds: 1 });
    expect(budgets.admit('a', 1000).admitted).toBe(true);
  });

  it('keeps each address to its own budget', () => {
    const budgets = new AddressBudgets(config);
    for (let i = 0; i < 3; i++) released(budgets.admit('a', 0));
    expect(budgets.admit('a', 0).admitted).toBe(false);
    expect(budgets.admit('b', 0).admitted).toBe(true);
  });

  it('refuses beyond the requests in flight until one is released, releasing each only once', () => {
    const budgets = new AddressBudgets({
      ...config,
      requestsPerAddress: { limit: 100, ttlMs: 1000 },
    });
    const first = budgets.admit('a', 0);
    budgets.admit('a', 0);
    expect(budgets.admit('a', 0)).toEqual({ admitted: false, retryAfterSeconds: 1 });
    released(first);
    released(first);
    expect(budgets.admit('a', 0).admitted).toBe(true);
    expect(budgets.admit('a', 0).admitted).toBe(false);
  });

  it('forgets addresses that are idle and full again, not those with requests in flight', () => {
    const budgets = new AddressBudgets(config);
    const held = budgets.admit('held', 0);
    expect(held.admitted).toBe(true);
    for (let i = 0; i < 998; i++) released(budgets.admit(`idle-${i}`, 0));
    expect(budgets.size).toBe(999);
    released(budgets.admit('last', 10_000));
    expect(budgets.size).toBe(2);
  });

  it('lets an address hold a few refusals at once, and gives each place back only once', () => {
    const budgets = new AddressBudgets({ ...config, heldRefusalsPerAddress: 2 });
    for (let i = 0; i < 3; i++) released(budgets.admit('a', 0));
    const first = budgets.admit('a', 0);
    const second = budgets.admit('a', 0);
    if (first.admitted || second.admitted) throw new Error('admitted');
    expect([first.unhold, second.unhold]).toEqual([expect.any(Function), expect.any(Function)]);
    expect(budgets.admit('a', 0)).toEqual({ admitted: false, retryAfterSeconds: 1 });
    first.unhold?.();
    first.unhold?.();
    const third = budgets.admit('a', 0);
    expect(!third.admitted && third.unhold).toEqual(expect.any(Function));
    expect(budgets.admit('a', 0)).toEqual({ admitted: false, retryAfterSeconds: 1 });
  });

  it('does not forget an address while it holds refusals', () => {
    const budgets = new AddressBudgets({ ...config, heldRefusalsPerAddress: 1 });
    for (let i = 0; i < 3; i++) released(budgets.admit('held', 0));
    expect(budgets.admit('held', 0).admitted).toBe(false);
    for (let i = 0; i < 995; i++) released(budgets.admit(`idle-${i}`, 0));
    released(budgets.admit('last', 10_000));
    expect(budgets.size).toBe(2);
  });
});
