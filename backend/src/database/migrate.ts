import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';

/** Any fixed number: it only has to be the same on every instance. */
const MIGRATION_LOCK_ID = 7_261_001;

/** Runs pending migrations; instances starting together wait for each other on a lock. */
export async function runMigrations(url: string): Promise<void> {
  const dataSource = new DataSource({ ...dataSourceOptions(url), extra: { max: 2 } });
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await lock.release();
    await dataSource.destroy();
  }
}
