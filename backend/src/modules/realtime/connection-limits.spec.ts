import { describe, expect, it } from 'vitest';
import {
  ConnectionLimits,
  INSTANCE_FULL,
  TOO_MANY_FOR_IDENTITY,
  TOO_MANY_FROM_ADDRESS,
} from './connection-limits.js';

const limits = () => new ConnectionLimits<string>({ perAddress: 2, perIdentity: 2, total: 4 });

describe('ConnectionLimits', () => {
  it('refuses a socket over the address cap, and takes one again once another closes', () => {
    const caps = limits();
    expect(caps.open('a', '10.0.0.1')).toBeUndefined();
    expect(caps.open('b', '10.0.0.1')).toBeUndefined();
    expect(caps.open('c', '10.0.0.1')).toEqual(TOO_MANY_FROM_ADDRESS);
    expect(caps.open('d', '10.0.0.2')).toBeUndefined();
    caps.close('a');
    expect(caps.open('c', '10.0.0.1')).toBeUndefined();
  });

  it('refuses a socket over the instance cap with 503', () => {
    const caps = limits();
    ['a', 'b', 'c', 'd'].forEach((socket, index) => caps.open(socket, `10.0.0.${index}`));
    expect(caps.open('e', '10.0.0.9')).toEqual(INSTANCE_FULL);
    expect(INSTANCE_FULL.status).toBe(503);
  });

  it('counts a socket once per identity, moves it when it changes identity, and frees it on close', () => {
    const caps = limits();
    ['a', 'b', 'c'].forEach((socket, index) => caps.open(socket, `10.0.0.${index}`));
    expect(caps.identify('a', 'user:1')).toBeUndefined();
    expect(caps.identify('a', 'user:1')).toBeUndefined();
    expect(caps.identify('b', 'user:1')).toBeUndefined();
    expect(caps.identify('c', 'user:1')).toEqual(TOO_MANY_FOR_IDENTITY);
    expect(caps.identify('a', 'visitor:k')).toBeUndefined();
    expect(caps.identify('c', 'user:1')).toBeUndefined();
    caps.close('b');
    expect(caps.identify('a', 'user:1')).toBeUndefined();
  });

  it('forgets a closed socket, and closing it twice changes nothing', () => {
    const caps = limits();
    caps.open('a', '10.0.0.1');
    caps.close('a');
    caps.close('a');
    expect(caps.open('b', '10.0.0.1')).toBeUndefined();
    expect(caps.open('c', '10.0.0.1')).toBeUndefined();
    expect(caps.open('d', '10.0.0.1')).toEqual(TOO_MANY_FROM_ADDRESS);
  });
});
