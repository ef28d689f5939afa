import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEmbedEnv } from '../src/config/embed-env.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'api-web-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="finceptiv-root"></div>');
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
mkdirSync(path.join(dist, 'operator', 'assets'), { recursive: true });
writeFileSync(
  path.join(dist, 'operator', 'index.html'),
  '<!doctype html><div id="operator-root"></div><script type="module" src="/y.js"></script>',
);
writeFileSync(path.join(dist, 'operator', 'assets', 'index-def456.js'), 'console.log(2)');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
writeFileSync(
  path.join(dist, 'index.ibancar.html'),
  '<!doctype html><div id="finceptiv-root"><div data-prerendered="ibancar"></div></div><script type="module" src="/x.js"></script>',
);

let built: TestApp;
let unbuilt: TestApp;
beforeAll(async () => {
  built = await createTestApp({
    env: {
      WEB_DIST: dist,
      EMBED: readEmbedEnv({ EMBED_ORIGINS: 'https://partner.example' }).embed,
    },
  });
  unbuilt = await createTestApp({ env: { WEB_DIST: path.join(dist, 'nothing-here') } });
});
afterAll(async () => {
  await built.close();
  await unbuilt.close();
});

/** A GET as a browser sends it, to the built app or the unbuilt one. */
const getFrom = (target: TestApp, url: string, headers: Record<string, string> = {}) =>
  target.app.inject({ method: 'GET', url, headers });
const get = (url: string, headers?: Record<string, string>) => getFrom(built, url, headers);

/** Gets `url` from the built app and checks it is a page of the app whose root is `root`. */
async function expectAppPage(url: string, root: 'finceptiv-root' | 'operator-root') {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.body, url).toContain(root);
  expect(response.headers['cache-control']).toBe('private, no-cache');
  return response;
}

describe('static hosting of the web app', () => {
  it('redirects / to the base path', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/application-frontend/');
  });

  it('serves index.html with no-cache and a strict CSP', async () => {
    const response = await expectAppPage('/application-frontend/', 'finceptiv-root');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'self' https://partner.example");
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of [
      '/application-frontend/loan-information',
      '/application-frontend/continue/abc',
      '/application-frontend/x/consents',
    ]) {
      await expectAppPage(url, 'finceptiv-root');
    }
  });

  it('sends the operator area its own page, with the nonce, at every address below it', async () => {
    for (const url of [
      '/application-frontend/operator',
      '/application-frontend/operator/',
      '/application-frontend/operator/funnel?brand=fiesta',
    ]) {
      const response = await expectAppPage(url, 'operator-root');
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']));
      expect(response.body).toContain(`<script nonce="${String(nonce?.[1])}" type="module"`);
    }
    // An applicant's address that merely starts alike is the applicant's app.
    const alike = await get('/application-frontend/operators');
    expect(alike.body).toContain('finceptiv-root');
    // Its code is a hashed asset; its page never goes out without its nonce.
    const code = await get('/application-frontend/operator/assets/index-def456.js');
    expect(code.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const direct = await get('/application-frontend/operator/index.html');
    expect(direct.body).not.toMatch(/<script type="module"/);
  });

  it("sends the landing address the host's prerendered first screen, with the nonce", async () => {
    const landing = await get('/application-frontend/', { host: 'ibancar.localhost' });
    expect(landing.body).toContain('data-prerendered="ibancar"');
    const nonce = /'nonce-([^']+)'/.exec(String(landing.headers['content-security-policy']))?.[1];
    expect(landing.body).toContain(`<script nonce="${String(nonce)}" type="module"`);
    expect(landing.headers['cache-control']).toBe('private, no-cache');
    // Deeper addresses, and brands the build drew no first screen for, get the plain page.
    const deeper = await get('/application-frontend/checking', { host: 'ibancar.localhost' });
    expect(deeper.body).not.toContain('data-prerendered');
    const other = await get('/application-frontend/', { host: 'fidea.localhost' });
    expect(other.body).not.toContain('data-prerendered');
    // In a partner's frame the app has no header or footer, unlike the copy.
    const framed = await get('/application-frontend/', {
      host: 'ibancar.localhost',
      'sec-fetch-dest': 'iframe',
    });
    expect(framed.body).not.toContain('data-prerendered');
    // The page files themselves only go out through that route, never without their nonce.
    const direct = await get('/application-frontend/index.ibancar.html', {
      host: 'ibancar.localhost',
    });
    expect(direct.body).not.toMatch(/<script type="module"/);
  });

  it('caches hashed assets for a year and 404s missing files', async () => {
    const asset = await get('/application-frontend/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['set-cookie']).toBeUndefined();
    const icon = await get('/application-frontend/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await get('/application-frontend/assets/gone.js');
    expect(missing.statusCode).toBe(404);
  });

  it('answers 503 with a clear message when the app is not built, while the API runs', async () => {
    const page = await getFrom(unbuilt, '/application-frontend/loan-information');
    expect(page.statusCode).toBe(503);
    expect(page.body).toMatch(/not built/);
    const root = await getFrom(unbuilt, '/application-frontend/');
    expect(root.statusCode).toBe(503);
    const health = await getFrom(unbuilt, '/api/health');
    expect(health.statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found' });
  });
});
