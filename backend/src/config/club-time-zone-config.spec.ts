import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

const load = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'club-time-zone-config-')), ...env });

describe('CLUB_TIME_ZONE', () => {
  it('is UTC when unset or blank', () => {
    expect(load().clubTimeZone).toBe('UTC');
    expect(load({ CLUB_TIME_ZONE: '  ' }).clubTimeZone).toBe('UTC');
  });

  it('reads a zone name, spelled as the time zone database spells it', () => {
    expect(load({ CLUB_TIME_ZONE: 'Pacific/Kiritimati' }).clubTimeZone).toBe('Pacific/Kiritimati');
    expect(load({ CLUB_TIME_ZONE: 'america/new_york' }).clubTimeZone).toBe('America/New_York');
  });

  it.each(['Mars/Olympus_Mons', '+02:00', 'UTC+2', 'Europe/Berlin; DROP TABLE users'])(
    'refuses "%s" with a message that names the setting',
    (zone) => {
      expect(() => load({ CLUB_TIME_ZONE: zone })).toThrow(
        `CLUB_TIME_ZONE must be an IANA time zone name such as Europe/Berlin or UTC, got "${zone}"`,
      );
    },
  );
});
