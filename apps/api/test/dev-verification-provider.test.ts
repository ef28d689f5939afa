import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The development stand-in for the bank/card verification widgets the post-offer screens frame.
describe('development verification provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['instantor', 'tink', 'paylands'])(
    'serves a page for %s that loads its script',
    async (provider) => {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/dev/verification-provider/${provider}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(`data-provider="${provider}"`);
      expect(page.body).toContain('<script src="/api/dev/verification-provider.js"></script>');
      // The CSP admits no inline script: the page must not carry one.
      expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    },
  );

  it('serves the script to the sandboxed (opaque-origin) frame', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/api/dev/verification-provider.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.body).toContain("type: 'verification-widget'");
  });

  it('knows no other provider', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/dev/verification-provider/evil' });
    expect(page.statusCode).toBe(404);
  });

  it('does not exist without DEV_ENDPOINTS', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', DEV_ENDPOINTS: false },
    });
    try {
      const page = await production.app.inject({
        method: 'GET',
        url: '/api/dev/verification-provider/instantor',
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
