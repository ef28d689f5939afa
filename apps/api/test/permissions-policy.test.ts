// Permissions-Policy (security review, http/security-headers.ts): every document, the app's pages
// and the API's stand-in pages, denies the powerful features the app never uses to the page and to
// every frame in it; a script or JSON answer, which no policy governs, does not carry it. The ID upload is a file input (no camera permission needed) and nothing in the web app
// asks for the camera, the microphone, the location, a payment or a device.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsPolicy } from '../src/http/security-headers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'api-permissions-web-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><body><script type="module" src="/a.js"></script></body></html>',
);
writeFileSync(path.join(dist, 'assets', 'app-0123abcd.js'), 'export {};');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(() => t.close());

const denied = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'display-capture',
  'accelerometer',
  'gyroscope',
  'magnetometer',
  'xr-spatial-tracking',
];

/** The policy as feature → allow-list. */
function parse(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(',')
      .map((entry) => entry.trim().split('=') as [string, string]),
  );
}

describe('Permissions-Policy', () => {
  it('denies the powerful features the app does not use, to every origin', () => {
    const policy = parse(permissionsPolicy);
    for (const feature of denied) expect(policy.get(feature), feature).toBe('()');
    // Nothing allowed anywhere: every entry is an empty allow-list.
    expect([...policy.values()].every((allow) => allow === '()')).toBe(true);
  });

  it.each([
    ['the app page', 'GET', '/application-frontend/'],
    ['a client route of the app', 'GET', '/application-frontend/apply/loan'],
    ["a partner's stand-in page", 'GET', '/api/partner/moneyman/terms'],
  ] as const)('comes with %s', async (_what, method, url) => {
    const answer = await t.app.inject({ method, url, headers: { host: 'localhost' } });
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['permissions-policy']).toBe(permissionsPolicy);
  });

  it.each([
    ['a built asset', 'GET', '/application-frontend/assets/app-0123abcd.js'],
    ['an API answer', 'GET', '/api/health'],
    ['an API refusal', 'POST', '/api/v2/lead'],
  ] as const)('stays off %s, which is no document', async (_what, method, url) => {
    const answer = await t.app.inject({ method, url, headers: { host: 'localhost' } });
    expect(answer.headers['permissions-policy']).toBeUndefined();
  });

  it('is not needed for the camera: the web app never calls getUserMedia', () => {
    const web = path.resolve(import.meta.dirname, '../../web/src');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(full);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
      });
    const asking = sources(web).filter((file) =>
      /getUserMedia|getDisplayMedia|navigator\.geolocation|PaymentRequest|navigator\.(usb|serial|hid|bluetooth)/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(asking).toEqual([]);
  });
});
