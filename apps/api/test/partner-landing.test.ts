import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A partner redirect by POST is a plain form submission from the browser: no XSRF header, and
// Origin: null under the app's no-referrer policy. The stand-in landing pages must take it, as
// the partner's own site would; every other write keeps its checks.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('partner stand-in landing pages', () => {
  it('answer a form POST without XSRF header or origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/partner/santander/landing?offerId=santander-1',
      headers: { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Santander Consumer');
  });

  it('leave the checks on every other write, including look-alike paths', async () => {
    for (const url of [
      '/api/lead/continue/x',
      '/api/partner/santander/landing/../../lead/continue/x',
      '/api/partner/santander/landingx',
    ]) {
      const response = await t.app.inject({ method: 'POST', url, headers: { origin: 'null' } });
      expect(response.statusCode, url).toBe(403);
    }
  });
});
