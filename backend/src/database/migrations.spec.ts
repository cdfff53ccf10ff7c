import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations.js';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/** `<timestamp>-<WhatChanged>.ts` holds the class `<WhatChanged><timestamp>`. */
function expectedClassName(file: string): string {
  const [, timestamp, change] = /^(\d{13})-(\w+)\.ts$/.exec(file) ?? [];
  return `${change}${timestamp}`;
}

const migrationFiles = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
  .sort();

describe('migrations', () => {
  it('are files named <timestamp>-<WhatChanged>.ts', () => {
    expect(migrationFiles.length).toBeGreaterThan(0);
    for (const file of migrationFiles) expect(file).toMatch(/^\d{13}-[A-Z]\w+\.ts$/);
  });

  it('each file exports one migration class named after it', async () => {
    for (const file of migrationFiles) {
      const exported = Object.values(
        (await import(new URL(file, MIGRATIONS_DIR).href)) as Record<string, unknown>,
      );
      expect({ file, classes: exported.map((value) => (value as { name?: string }).name) }).toEqual(
        {
          file,
          classes: [expectedClassName(file)],
        },
      );
    }
  });

  it('are all registered, in the order of their timestamps', () => {
    expect(migrations.map((migration) => migration.name)).toEqual(
      migrationFiles.map(expectedClassName),
    );
  });

  it('carry their class name, which TypeORM records as applied', () => {
    for (const Migration of migrations) expect(new Migration().name).toBe(Migration.name);
  });
});
