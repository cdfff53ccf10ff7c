import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.js';

const upgrade = (forwardedFor?: string) =>
  ({
    socket: { remoteAddress: '10.0.0.9' },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('clientAddressOf', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddressOf(upgrade('1.2.3.4'), false)).toBe('10.0.0.9');
    expect(clientAddressOf(upgrade('1.2.3.4'), 0)).toBe('10.0.0.9');
  });

  it('takes the address the trusted hops saw, as express does', () => {
    expect(clientAddressOf(upgrade('6.6.6.6, 1.2.3.4'), 1)).toBe('1.2.3.4');
    expect(clientAddressOf(upgrade('6.6.6.6, 1.2.3.4'), 2)).toBe('6.6.6.6');
    expect(clientAddressOf(upgrade('1.2.3.4'), 5)).toBe('1.2.3.4');
    expect(clientAddressOf(upgrade(), 1)).toBe('10.0.0.9');
  });

  it('takes the leftmost entry when every proxy is trusted', () => {
    expect(clientAddressOf(upgrade('6.6.6.6, 1.2.3.4'), true)).toBe('6.6.6.6');
  });
});
