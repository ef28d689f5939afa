import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/config/env.ts';
import { stampApiBase } from '../src/http/web-static.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { onPostgresStage } from './support/test-database.ts';

// Spec 1 ("Environments: development, staging, production. The base URL of the backend is per
// environment") and spec 7 ("Base address is configured per environment"): issue 26 item 8,
// ADR 0034. APP_ENV names a preset, set variables win over it, and the served page tells the
// app where the API is.
const dataDir = () => mkdtempSync(path.join(tmpdir(), 'api-app-env-'));
const load = (vars: Record<string, string>) => loadEnv({ DATA_DIR: dataDir(), ...vars });

describe('APP_ENV presets', () => {
  it.each([
    [
      'development',
      { NODE_ENV: 'development', LOG_LEVEL: 'debug', ROBOTS_NOINDEX: true, DEV_ENDPOINTS: false },
    ],
    [
      'staging',
      { NODE_ENV: 'production', LOG_LEVEL: 'debug', ROBOTS_NOINDEX: true, DEV_ENDPOINTS: false },
    ],
    [
      'production',
      { NODE_ENV: 'production', LOG_LEVEL: 'info', ROBOTS_NOINDEX: false, DEV_ENDPOINTS: false },
    ],
  ])('APP_ENV=%s parses to its preset, API base /api', (APP_ENV, preset) => {
    expect(load({ APP_ENV })).toMatchObject({ APP_ENV, PUBLIC_API_BASE: '/api', ...preset });
  });

  it('is production with nothing set, development for the NODE_ENV of npm run dev and the tests', () => {
    expect(load({})).toMatchObject({ APP_ENV: 'production', NODE_ENV: 'production' });
    expect(load({ NODE_ENV: 'production' }).APP_ENV).toBe('production');
    expect(load({ NODE_ENV: 'development' }).APP_ENV).toBe('development');
    expect(load({ NODE_ENV: 'test' })).toMatchObject({ APP_ENV: 'development', NODE_ENV: 'test' });
  });

  it('lets a variable that is set win over the preset', () => {
    expect(
      load({
        APP_ENV: 'staging',
        LOG_LEVEL: 'warn',
        ROBOTS_NOINDEX: 'false',
        PUBLIC_API_BASE: '/loan-api',
      }),
    ).toMatchObject({
      APP_ENV: 'staging',
      LOG_LEVEL: 'warn',
      ROBOTS_NOINDEX: false,
      PUBLIC_API_BASE: '/loan-api',
    });
    expect(load({ APP_ENV: 'production', ROBOTS_NOINDEX: 'true' }).ROBOTS_NOINDEX).toBe(true);
    expect(load({ APP_ENV: 'development', NODE_ENV: 'test' }).NODE_ENV).toBe('test');
  });

  it.each(['prod', 'Production', 'test', 'qa', ''])(
    'refuses APP_ENV=%j with a message naming it and the three environments',
    (APP_ENV) => {
      expect(() => load({ APP_ENV })).toThrow(EnvError);
      expect(() => load({ APP_ENV })).toThrow(
        /APP_ENV: must be one of development, staging, production/,
      );
    },
  );

  it('refuses a NODE_ENV of development or test in staging and production', () => {
    for (const APP_ENV of ['staging', 'production'])
      for (const NODE_ENV of ['development', 'test'])
        expect(() => load({ APP_ENV, NODE_ENV })).toThrow(
          new RegExp(`NODE_ENV: ${NODE_ENV} contradicts APP_ENV=${APP_ENV}`),
        );
    expect(load({ APP_ENV: 'staging', NODE_ENV: 'production' }).NODE_ENV).toBe('production');
  });

  it('keeps the development conveniences off unless switched on, and only in development', () => {
    const loopback = { HOST: '127.0.0.1' };
    for (const APP_ENV of ['development', 'staging', 'production'])
      expect(load({ APP_ENV, ...loopback }).DEV_ENDPOINTS).toBe(false);
    for (const APP_ENV of ['staging', 'production'])
      expect(() => load({ APP_ENV, ...loopback, DEV_ENDPOINTS: 'true' })).toThrow(
        new RegExp(`DEV_ENDPOINTS: not allowed with APP_ENV=${APP_ENV};`),
      );
    // Without APP_ENV the plain start is production, and says where that came from.
    expect(() => load({ ...loopback, DEV_ENDPOINTS: 'true' })).toThrow(
      /DEV_ENDPOINTS: not allowed with APP_ENV=production \(the default with NODE_ENV unset\)/,
    );
    expect(load({ APP_ENV: 'development', ...loopback, DEV_ENDPOINTS: 'true' }).DEV_ENDPOINTS).toBe(
      true,
    );
  });

  it.skipIf(onPostgresStage)(
    'stops the server process on a bad APP_ENV with a message naming it',
    () => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { PATH: process.env.PATH ?? '', APP_ENV: 'prod', DATA_DIR: dataDir() },
        encoding: 'utf8',
        // Starting tsx has taken 12 s on a loaded 2-core machine; the limit only stops a hang.
        timeout: 50_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/APP_ENV: must be one of development, staging, production/);
    },
    60_000,
  );
});

describe('PUBLIC_API_BASE', () => {
  it.each(['/api', '/loan-api', '/gateway/v1/loans', '/a.b_c~d-e'])('accepts %s', (base) => {
    expect(load({ PUBLIC_API_BASE: base }).PUBLIC_API_BASE).toBe(base);
  });

  it.each([
    ['https://api.example.com', 'not an address on another origin'],
    ['http://localhost:8080/api', 'not an address on another origin'],
    ['//api.example.com/api', 'not an address on another origin'],
    ['javascript:alert(1)', 'not an address on another origin'],
    ['api', 'starts with /'],
    ['/', 'no trailing /'],
    ['/api/', 'no trailing /'],
    ['/a//b', 'no empty one'],
    ['/a b', 'only letters, digits'],
    ['/api?x=1', 'only letters, digits'],
    ['/"><script>alert(1)</script>', 'only letters, digits'],
    ['/api/..', 'no . or .. segments'],
    ['/application-frontend', "not the app's own path"],
    ['/application-frontend/api', "not the app's own path"],
  ])('refuses %s naming the variable', (base, reason) => {
    expect(() => load({ PUBLIC_API_BASE: base })).toThrow(
      new RegExp(`PUBLIC_API_BASE: .*${reason.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
    );
  });
});

describe('the served page and the environment', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'api-web-env-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>t</title></head><body><div id="finceptiv-root"></div><script type="module" src="/x.js"></script></body></html>',
  );
  writeFileSync(
    path.join(dist, 'index.ibancar.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"></head><body><div id="finceptiv-root"><div data-prerendered="ibancar"></div></div></body></html>',
  );

  let gateway: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    gateway = await createTestApp({
      env: { WEB_DIST: dist, PUBLIC_API_BASE: '/loan-api', ROBOTS_NOINDEX: true },
    });
    plain = await createTestApp({
      env: { WEB_DIST: dist, PUBLIC_API_BASE: '/api', ROBOTS_NOINDEX: false },
    });
  });
  afterAll(async () => {
    await gateway.close();
    await plain.close();
  });

  it('writes the configured API base into every page it serves, the CSP admitting it', async () => {
    for (const [url, host] of [
      ['/application-frontend/', 'localhost'],
      ['/application-frontend/', 'ibancar.localhost'],
      ['/application-frontend/personal-details', 'localhost'],
      ['/application-frontend/index.html', 'localhost'],
    ] as const) {
      const response = await gateway.app.inject({ method: 'GET', url, headers: { host } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<meta name="api-base" content="/loan-api"></head>');
      // A path on the app's own origin: connect-src 'self' admits it, and nothing wider.
      const csp = String(response.headers['content-security-policy']);
      expect(/connect-src ([^;]*)/.exec(csp)?.[1]?.trim(), url).toBe("'self'");
    }
    const prerendered = await gateway.app.inject({
      method: 'GET',
      url: '/application-frontend/',
      headers: { host: 'ibancar.localhost' },
    });
    expect(prerendered.body).toContain('data-prerendered="ibancar"');
  });

  it('writes /api by default, one element per page', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/application-frontend/' });
    expect(response.body).toContain('<meta name="api-base" content="/api">');
    expect(response.body.match(/name="api-base"/g)).toHaveLength(1);
  });

  it('puts the element into the head, or first on a page without one', () => {
    expect(stampApiBase('<html><head><title>t</title></head><body></body></html>', '/x')).toBe(
      '<html><head><title>t</title><meta name="api-base" content="/x"></head><body></body></html>',
    );
    expect(stampApiBase('<!doctype html><div></div>', '/x')).toBe(
      '<!doctype html><meta name="api-base" content="/x"><div></div>',
    );
  });

  it('keeps development and staging out of search engines, not production', async () => {
    const kept = await gateway.app.inject({ method: 'GET', url: '/application-frontend/' });
    expect(kept.headers['x-robots-tag']).toBe('noindex, nofollow');
    const api = await gateway.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['x-robots-tag']).toBe('noindex, nofollow');
    const listed = await plain.app.inject({ method: 'GET', url: '/application-frontend/' });
    expect(listed.headers['x-robots-tag']).toBeUndefined();
  });
});
