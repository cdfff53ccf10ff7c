import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The committed OpenAPI document; `npm run openapi` rewrites it from the code. */
const COMMITTED_DOCUMENT = fileURLToPath(new URL('../openapi.json', import.meta.url));

describe('the committed OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is the document the code serves at /api/docs-json', async () => {
    const served: unknown = (await request(t.http).get('/api/docs-json').expect(200)).body;
    if (process.env.WRITE_OPENAPI_DOCUMENT === '1') {
      writeFileSync(COMMITTED_DOCUMENT, `${JSON.stringify(served, null, 2)}\n`);
    }
    const committed: unknown = JSON.parse(readFileSync(COMMITTED_DOCUMENT, 'utf8'));
    expect(served, 'the API changed: run `npm run openapi` and commit openapi.json').toEqual(
      committed,
    );
  });
});
