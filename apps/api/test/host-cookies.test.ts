// The XSRF pair over https is `__Host-sid` and `__Host-XSRF-TOKEN` (security review, http/xsrf.ts):
// Secure, Path=/, no Domain, so a sibling subdomain can neither plant nor shadow it, as the
// operator session and the lead-access cookie already are. The request is https when its socket
// is, or when a proxy TRUST_PROXY lists says so (X-Forwarded-Proto). Over plain http the names
// stay `sid` and `XSRF-TOKEN` (development, the e2e suites, WebKit on localhost), and a framed
// brand's cookies stay SameSite=None; Secure; Partitioned under either name.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostXsrfCookieName, xsrfCookieName } from '@finceptiv/contract/api/headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEmbedEnv } from '../src/config/embed-env.ts';
import { injectedBotAnswer } from '../src/test-support/bot-answer.ts';
import { fiestaLoan } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'api-host-cookies-web-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><body><script type="module" src="/a.js"></script></body></html>',
);

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy on the loopback address, which inject's requests come from.
  t = await createTestApp({
    env: {
      TRUST_PROXY: ['127.0.0.1'],
      WEB_DIST: dist,
      EMBED: readEmbedEnv({ EMBED_ORIGINS_ASKROBIN: 'https://robin.example' }).embed,
    },
  });
});
afterAll(() => t.close());

const https = (host = 'apply.fiesta.es') => ({ host, 'x-forwarded-proto': 'https' });

type Cookie = {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  sameSite?: string;
  secure?: boolean;
  httpOnly?: boolean;
  partitioned?: boolean;
};
const attributes = (cookies: Cookie[]) =>
  cookies.map(({ name, path: cookiePath, domain, sameSite, secure, httpOnly, partitioned }) => ({
    name,
    path: cookiePath,
    domain,
    sameSite,
    secure: secure === true,
    httpOnly: httpOnly === true,
    partitioned: partitioned === true,
  }));
const jar = (cookies: Cookie[]) => Object.fromEntries(cookies.map((c) => [c.name, c.value]));

/** A lead create over https with these cookies, the token header and the https origin. */
async function createOverHttps(cookies: Record<string, string>, token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: { ...fiestaLoan, recaptchaToken: await injectedBotAnswer(t.app) },
    cookies,
    headers: { ...https(), origin: 'https://apply.fiesta.es', 'x-xsrf-token': token },
  });
}

describe('the XSRF pair over https', () => {
  it('is named __Host-: Secure, Path=/, no Domain', async () => {
    const xsrf = await t.app.inject({ method: 'GET', url: '/api/xsrf', headers: https() });
    expect(xsrf.statusCode).toBe(204);
    expect(attributes(xsrf.cookies as Cookie[])).toEqual([
      {
        name: '__Host-sid',
        path: '/',
        domain: undefined,
        sameSite: 'Lax',
        secure: true,
        httpOnly: true,
        partitioned: false,
      },
      {
        name: hostXsrfCookieName,
        path: '/',
        domain: undefined,
        sameSite: 'Lax',
        secure: true,
        httpOnly: false,
        partitioned: false,
      },
    ]);
    expect(hostXsrfCookieName).toBe('__Host-XSRF-TOKEN');
  });

  it('is accepted by the XSRF check, and a valid one is not issued again', async () => {
    const xsrf = await t.app.inject({ method: 'GET', url: '/api/xsrf', headers: https() });
    const cookies = jar(xsrf.cookies);
    const created = await createOverHttps(cookies, cookies[hostXsrfCookieName] ?? '');
    expect(created.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/xsrf',
      headers: https(),
      cookies,
    });
    expect(again.cookies).toHaveLength(0);
  });

  it('is the only pair read: plain names over https are refused, with a __Host- pair to retry', async () => {
    // A valid pair as http names it, as a sibling subdomain could plant it for the app's host.
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/xsrf',
      headers: { host: 'apply.fiesta.es' },
    });
    const cookies = jar(plain.cookies);
    expect(Object.keys(cookies).sort()).toEqual([xsrfCookieName, 'sid'].sort());
    const refused = await createOverHttps(cookies, cookies[xsrfCookieName] ?? '');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'xsrf' });
    expect((refused.cookies as Cookie[]).map((c) => c.name)).toEqual([
      '__Host-sid',
      hostXsrfCookieName,
    ]);
    // The app's one resend, with the pair the refusal carried, goes through.
    const fresh = jar(refused.cookies);
    expect((await createOverHttps(fresh, fresh[hostXsrfCookieName] ?? '')).statusCode).toBe(201);
  });

  it("comes with the app's page too", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/application-frontend/',
      headers: https(),
    });
    expect(page.statusCode).toBe(200);
    expect((page.cookies as Cookie[]).map((c) => c.name)).toEqual([
      '__Host-sid',
      hostXsrfCookieName,
    ]);
  });

  it('keeps SameSite=None; Partitioned for a brand a partner frames', async () => {
    const xsrf = await t.app.inject({
      method: 'GET',
      url: '/api/xsrf',
      headers: https('askrobin.localhost'),
    });
    expect(
      attributes(xsrf.cookies as Cookie[]).map(({ name, sameSite, secure, partitioned }) => ({
        name,
        sameSite,
        secure,
        partitioned,
      })),
    ).toEqual([
      { name: '__Host-sid', sameSite: 'None', secure: true, partitioned: true },
      { name: hostXsrfCookieName, sameSite: 'None', secure: true, partitioned: true },
    ]);
  });

  it('is https only when the proxy is trusted: a client cannot claim it', async () => {
    const direct = await t.app.inject({
      method: 'GET',
      url: '/api/xsrf',
      headers: https(),
      remoteAddress: '203.0.113.5',
    });
    expect((direct.cookies as Cookie[]).map((c) => c.name)).toEqual(['sid', xsrfCookieName]);
  });
});

describe('the XSRF pair over plain http', () => {
  it('keeps its names and attributes, and the check accepts it', async () => {
    const xsrf = await t.app.inject({
      method: 'GET',
      url: '/api/xsrf',
      headers: { host: 'apply.fiesta.es' },
    });
    expect(attributes(xsrf.cookies as Cookie[])).toEqual([
      {
        name: 'sid',
        path: '/',
        domain: undefined,
        sameSite: 'Lax',
        secure: false,
        httpOnly: true,
        partitioned: false,
      },
      {
        name: xsrfCookieName,
        path: '/',
        domain: undefined,
        sameSite: 'Lax',
        secure: false,
        httpOnly: false,
        partitioned: false,
      },
    ]);
    const cookies = jar(xsrf.cookies);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: { ...fiestaLoan, recaptchaToken: await injectedBotAnswer(t.app) },
      cookies,
      headers: {
        host: 'apply.fiesta.es',
        origin: 'http://apply.fiesta.es',
        'x-xsrf-token': cookies[xsrfCookieName] ?? '',
      },
    });
    expect(created.statusCode).toBe(201);
  });

  it('keeps SameSite=None; Secure; Partitioned, under the plain names, where a partner frames', async () => {
    const xsrf = await t.app.inject({
      method: 'GET',
      url: '/api/xsrf',
      headers: { host: 'askrobin.localhost' },
    });
    expect(
      (xsrf.cookies as Cookie[]).map(({ name, sameSite, secure, partitioned }) => ({
        name,
        sameSite,
        secure,
        partitioned,
      })),
    ).toEqual([
      { name: 'sid', sameSite: 'None', secure: true, partitioned: true },
      { name: xsrfCookieName, sameSite: 'None', secure: true, partitioned: true },
    ]);
  });
});
