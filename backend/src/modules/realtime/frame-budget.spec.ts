import { describe, expect, it } from 'vitest';
import { FrameBudgets } from './frame-budget.js';

const limits = {
  perSocket: { limit: 3, ttlMs: 3_000 },
  perAddress: { limit: 5, ttlMs: 5_000 },
  refused: { limit: 2, ttlMs: 60_000 },
};

describe('FrameBudget', () => {
  it('allows the socket its burst, then refuses with the whole seconds to wait', () => {
    const socket = new FrameBudgets(limits).forSocket('10.0.0.1', 0);
    for (let frame = 0; frame < 3; frame++) expect(socket.take(0)).toEqual({ allowed: true });
    expect(socket.take(0)).toEqual({ allowed: false, retryAfterSeconds: 1, close: false });
    expect(socket.take(1_000)).toEqual({ allowed: true });
  });

  it('shares one budget between the sockets of an address, and not with other addresses', () => {
    const budgets = new FrameBudgets(limits);
    const first = budgets.forSocket('10.0.0.1', 0);
    const second = budgets.forSocket('10.0.0.1', 0);
    for (let frame = 0; frame < 3; frame++) first.take(0);
    second.take(0);
    second.take(0);
    expect(second.take(0)).toEqual({ allowed: false, retryAfterSeconds: 1, close: false });
    expect(budgets.forSocket('10.0.0.2', 0).take(0)).toEqual({ allowed: true });
  });

  it('takes no token of the socket for a frame its address refuses', () => {
    const budgets = new FrameBudgets({
      ...limits,
      perSocket: { limit: 2, ttlMs: 60_000 },
      perAddress: { limit: 1, ttlMs: 1_000 },
    });
    const socket = budgets.forSocket('10.0.0.1', 0);
    expect(socket.take(0)).toEqual({ allowed: true });
    expect(socket.take(0)).toEqual({ allowed: false, retryAfterSeconds: 1, close: false });
    expect(socket.take(1_000)).toEqual({ allowed: true });
    expect(socket.take(2_000)).toMatchObject({ allowed: false, retryAfterSeconds: 28 });
  });

  it('says to close the socket once it has used up its refusals', () => {
    const socket = new FrameBudgets(limits).forSocket('10.0.0.1', 0);
    for (let frame = 0; frame < 3; frame++) socket.take(0);
    expect(socket.take(0)).toMatchObject({ allowed: false, close: false });
    expect(socket.take(0)).toMatchObject({ allowed: false, close: false });
    expect(socket.take(0)).toMatchObject({ allowed: false, close: true });
  });
});
