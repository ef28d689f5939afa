import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { trackingConfigSchema } from '@finceptiv/contract/tracking-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/config/env.ts';
import { readTrackingEnv } from '../src/config/tracking-env.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The operator's variables for two brands; every other brand has none.
const variables = {
  TRACKING_FIESTA_POSTHOG_KEY: 'phc_fiestaTestKey00000000000000',
  TRACKING_FIESTA_GTM_ID: 'GTM-TEST123',
  TRACKING_FIESTA_META_PIXEL_ID: '204815937462019',
  TRACKING_FIESTA_TIKTOK_PIXEL_ID: 'CTESTPIXEL12345',
  TRACKING_FIESTA_GOOGLE_ADS_SEND_TO: 'AW-1048273615/signup',
  TRACKING_RATAPRO_GTM_ID: 'GTM-RTP2N6C',
  TRACKING_RATAPRO_CONSENT_REQUIRED: 'false',
};

let app: TestApp;
beforeAll(async () => {
  // PRODUCT is a brand without ids, so an unknown host gets no vendor.
  app = await createTestApp({
    env: { PRODUCT: 'fidea', TRACKING: readTrackingEnv(variables).tracking },
  });
});
afterAll(() => app.close());

const cspOf = async (host: string) => {
  const response = await app.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
  const header = String(response.headers['content-security-policy']);
  return (directive: string) =>
    (header.split(';').find((part) => part.trim().startsWith(`${directive} `)) ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      // The per-response nonce has its own test.
      .filter((source) => !source.startsWith("'nonce-"));
};

describe('tracking configuration from the environment', () => {
  it('configures nothing without variables', () => {
    const { tracking, problems } = readTrackingEnv({});
    expect(problems).toEqual([]);
    expect(JSON.parse(JSON.stringify(tracking.fiesta))).toEqual({ consentRequired: true });
  });

  it('stops the server on a malformed id, naming the variable', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'api-tracking-'));
    const load = () =>
      loadEnv({ DATA_DIR: dataDir, TRACKING_FIESTA_GTM_ID: 'GTM-1; script-src *' });
    expect(load).toThrow(EnvError);
    expect(load).toThrow(/TRACKING_FIESTA_GTM_ID/);
    expect(() =>
      loadEnv({ DATA_DIR: dataDir, TRACKING_FIESTA_POSTHOG_HOST: "https://x.test/'unsafe-eval'" }),
    ).toThrow(/TRACKING_FIESTA/);
    expect(() => loadEnv({ DATA_DIR: dataDir, TRACKING_FIESTA_GTMID: 'GTM-AB12CD3' })).toThrow(
      /TRACKING_FIESTA_GTMID: unknown/,
    );
    expect(() => loadEnv({ DATA_DIR: dataDir, TRACKING_FIDEA_CONSENT_REQUIRED: 'yes' })).toThrow(
      /TRACKING_FIDEA_CONSENT_REQUIRED/,
    );
  });

  it('reads the deployment-wide session recording', () => {
    const { tracking, problems } = readTrackingEnv({
      TRACKING_RECORDING_SCRIPT_URL: 'https://cdn.rec.test/r.js',
      TRACKING_RECORDING_APP_ID: 'org/app',
      TRACKING_RECORDING_CONNECT_HOSTS: 'https://r.rec.test, https://s.rec.test',
      TRACKING_RECORDING_PERCENTAGE: '25',
      TRACKING_RECORDING_RETARGETING: 'false',
    });
    expect(problems).toEqual([]);
    expect(tracking.ibancar.sessionRecording).toEqual({
      scriptUrl: 'https://cdn.rec.test/r.js',
      appId: 'org/app',
      globalName: 'LogRocket',
      connectHosts: ['https://r.rec.test', 'https://s.rec.test'],
      percentage: 25,
      retargetingLogging: false,
      abandonmentLogging: true,
    });
  });
});

describe('GET /api/tracking-config', () => {
  it('answers the vendors of the host brand, in the contract shape', async () => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/api/tracking-config',
      headers: { host: 'fiesta.localhost:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('Host');
    const body = trackingConfigSchema.parse(response.json());
    expect(body).toEqual({
      posthogKey: 'phc_fiestaTestKey00000000000000',
      gtmId: 'GTM-TEST123',
      metaPixelId: '204815937462019',
      tiktokPixelId: 'CTESTPIXEL12345',
      googleAdsSendTo: 'AW-1048273615/signup',
      consentRequired: true,
    });
  });

  it('answers no vendor for a brand without variables, and the market rule per brand', async () => {
    const fidea = await app.app.inject({
      method: 'GET',
      url: '/api/tracking-config',
      headers: { host: 'cerere.fidea.ro' },
    });
    expect(fidea.json()).toEqual({ consentRequired: true });
    const ratapro = await app.app.inject({
      method: 'GET',
      url: '/api/tracking-config',
      headers: { host: 'ratapro.localhost' },
    });
    expect(ratapro.json()).toEqual({ gtmId: 'GTM-RTP2N6C', consentRequired: false });
  });
});

describe('CSP per brand host', () => {
  it('carries a fresh script nonce on every response', async () => {
    const nonceOf = async () => {
      const response = await app.app.inject({ method: 'GET', url: '/api/health' });
      const header = String(response.headers['content-security-policy']);
      return /script-src [^;]*'nonce-([A-Za-z0-9+/=]{24})'/.exec(header)?.[1];
    };
    const [first, second] = [await nonceOf(), await nonceOf()];
    expect(first).toBeDefined();
    expect(first).not.toBe(second);
  });

  it('admits every configured vendor of fiesta and nothing else', async () => {
    const csp = await cspOf('apply.fiesta.es');
    expect(csp('script-src')).toEqual([
      "'self'",
      'https://us-assets.i.posthog.com',
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
      'https://analytics.tiktok.com',
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
    ]);
    expect(csp('connect-src')).toContain('https://us.i.posthog.com');
    expect(csp('connect-src')).toContain('https://www.facebook.com');
    expect(csp('img-src')).toContain('https://analytics.tiktok.com');
    expect(csp('frame-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://td.doubleclick.net',
    ]);
    expect(csp('script-src').join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('admits only the tag manager for ratapro', async () => {
    const csp = await cspOf('ratapro.localhost:8080');
    expect(csp('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(csp('connect-src')).not.toContain('https://connect.facebook.net');
    expect(csp('connect-src')).not.toContain('https://us.i.posthog.com');
  });

  it('admits no vendor for a brand without ids, nor for an unknown host of such a default brand', async () => {
    for (const host of ['fidea.localhost', 'evil.example']) {
      const csp = await cspOf(host);
      expect(csp('script-src'), host).toEqual(["'self'"]);
      expect(csp('connect-src'), host).toEqual(["'self'"]);
      expect(csp('img-src'), host).toEqual(["'self'", 'data:']);
      expect(csp('frame-src'), host).toEqual(["'self'"]);
    }
  });
});

describe('the app page and its nonce', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'api-nonce-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><script type="module" src="/a.js"></script></head><div id="finceptiv-root"></div>',
  );
  let web: TestApp;
  beforeAll(async () => {
    web = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(() => web.close());

  it.each([
    '/application-frontend/',
    '/application-frontend/index.html',
    '/application-frontend/checking',
  ])('%s stamps the CSP nonce of its own response on the script tags, uncached', async (url) => {
    const response = await web.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(response.body).toContain(`<script nonce="${String(nonce)}" type="module"`);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
  });

  it('answers HEAD for the app page', async () => {
    const response = await web.app.inject({ method: 'HEAD', url: '/application-frontend/' });
    expect(response.statusCode).toBe(200);
  });
});
