import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isSameOriginUpgrade } from './origin.js';

const upgrade = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('isSameOriginUpgrade', () => {
  it('accepts a page of our own host', () => {
    expect(
      isSameOriginUpgrade(
        upgrade({ host: 'club.example:5000', origin: 'http://club.example:5000' }),
      ),
    ).toBe(true);
  });

  it('accepts a client that sends no Origin (not a browser)', () => {
    expect(isSameOriginUpgrade(upgrade({ host: 'club.example' }))).toBe(true);
  });

  it.each(['https://evil.example', 'http://club.example:6000', 'null', 'not a url'])(
    'refuses the origin %s',
    (origin) => {
      expect(isSameOriginUpgrade(upgrade({ host: 'club.example:5000', origin }))).toBe(false);
    },
  );
});
