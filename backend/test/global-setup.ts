import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../src/database/migrate.js';
import { databaseUrl, startTestDatabaseServer, withClient } from './support/database-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
  }
}

/** One server and one migrated template per run; each test file copies the template. */
export default async function setup(project: TestProject) {
  const server = await startTestDatabaseServer();
  const template = `club_template_${randomBytes(4).toString('hex')}`;
  await withClient(server.url, (client) => client.query(`CREATE DATABASE "${template}"`));
  await runMigrations(databaseUrl(server.url, template));
  project.provide('databaseServerUrl', server.url);
  project.provide('templateDatabase', template);

  return async () => {
    await withClient(server.url, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`),
    );
    await server.stop();
  };
}
