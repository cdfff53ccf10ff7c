import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** The variables .env.example sets (its commented-out lines are unset by default). */
function exampleSettings(): Record<string, string> {
  const text = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1], match[2]]),
  );
}

describe('.env.example', () => {
  it('sets each variable to its default, so copying it changes nothing', () => {
    const base = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'club-env-example-')),
      SESSION_SECRET: 'x',
    };
    const { DATA_DIR: _dataDir, ...settings } = exampleSettings();
    expect(Object.keys(settings).length).toBeGreaterThan(20);
    expect(loadConfig({ ...base, ...settings })).toEqual(loadConfig(base));
  });
});
