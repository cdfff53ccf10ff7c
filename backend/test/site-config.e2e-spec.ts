import { DEFAULT_SITE_SETTINGS } from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/site-config', () => {
  describe('with VISITOR_CHAT=device and CLUB_TIME_ZONE=Pacific/Kiritimati', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ VISITOR_CHAT: 'device', CLUB_TIME_ZONE: 'Pacific/Kiritimati' });
    });
    afterAll(() => t.close());

    it('tells anyone, signed in or not, which visitor widget to show and the club’s zone', async () => {
      const response = await request(t.http).get('/api/site-config').expect(200);
      expect(response.body).toEqual({
        ...DEFAULT_SITE_SETTINGS,
        visitorChat: 'device',
        clubTimeZone: 'Pacific/Kiritimati',
      });
      expect(response.headers['content-type']).toMatch(/application\/json/);
    });

    it('is documented in the OpenAPI document', async () => {
      const response = await request(t.http).get('/api/docs-json').expect(200);
      expect(response.body.paths['/api/site-config'].get.responses['200']).toBeDefined();
    });
  });

  describe('by default', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('answers the guest-named widget and UTC', async () => {
      const response = await request(t.http).get('/api/site-config').expect(200);
      expect(response.body).toEqual({
        ...DEFAULT_SITE_SETTINGS,
        visitorChat: 'guest',
        clubTimeZone: 'UTC',
      });
    });
  });
});
