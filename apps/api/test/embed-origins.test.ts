import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productIds } from '@finceptiv/contract/product-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedVariable, readEmbedEnv } from '../src/config/embed-env.ts';
import { loadEnv } from '../src/config/env.ts';
import { fiestaLoan } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { onPostgresStage } from './support/test-database.ts';
import { injectedBotAnswer } from '../src/test-support/bot-answer.ts';

// Issue 24 item 4, ADR 0026: EMBED_ORIGINS (every brand) and EMBED_ORIGINS_<BRAND> decide,
// per brand of the request's host, the CSP frame-ancestors, the parents stamped on the page
// for FORM_HEIGHT, and whether the cookies are SameSite=None; Secure; Partitioned.

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'api-embed-'));

describe('EMBED_ORIGINS variables', () => {
  it('gives each brand the shared list plus its own, as exact origins', () => {
    const env = loadEnv({
      DATA_DIR: dataDir(),
      EMBED_ORIGINS: 'https://www.partner.example, https://loans.partner.example:8443',
      EMBED_ORIGINS_ASKROBIN: 'https://vergleich.example http://partner.localhost:5173',
      EMBED_ORIGINS_FIESTA: 'https://www.partner.example',
    });
    expect(env.EMBED.askrobin).toEqual([
      'https://www.partner.example',
      'https://loans.partner.example:8443',
      'https://vergleich.example',
      'http://partner.localhost:5173',
    ]);
    expect(env.EMBED.fiesta).toEqual([
      'https://www.partner.example',
      'https://loans.partner.example:8443',
    ]);
    expect(env.EMBED.ibancar).toEqual(env.EMBED.fiesta);
    expect(loadEnv({ DATA_DIR: dataDir() }).EMBED.fiesta).toEqual([]);
  });

  it('has one variable per brand of the contract', () => {
    const source = Object.fromEntries(
      productIds.map((id, n) => [embedVariable(id), `https://p${String(n)}.example`]),
    );
    const { embed, problems } = readEmbedEnv(source);
    expect(problems).toEqual([]);
    expect(productIds.map((id) => embed[id])).toEqual(
      productIds.map((_id, n) => [`https://p${String(n)}.example`]),
    );
  });

  it.each([
    ['EMBED_ORIGINS', '*'],
    ['EMBED_ORIGINS', "'self'"],
    ['EMBED_ORIGINS', 'https://*.partner.example'],
    ['EMBED_ORIGINS', 'https://partner.example/loans'],
    ['EMBED_ORIGINS', 'https://partner.example/'],
    ['EMBED_ORIGINS', 'https://partner.example:443'],
    ['EMBED_ORIGINS', 'partner.example'],
    ['EMBED_ORIGINS_FIESTA', 'https://ok.example, http://partner.example'],
    ['EMBED_ORIGINS_RATAPRO', 'http://10.0.0.5:8080'],
    ['EMBED_ORIGINS_FINIPAY', 'ftp://partner.example'],
    ['EMBED_ORIGINS_NOBRAND', 'https://partner.example'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), [name]: value })).toThrow(
      new RegExp(`\\n  ${name}: `),
    );
  });

  it('accepts plain http only on local development hosts', () => {
    const { embed, problems } = readEmbedEnv({
      EMBED_ORIGINS: 'http://localhost:3000 http://partner.localhost:8081 http://127.0.0.1:9000',
    });
    expect(problems).toEqual([]);
    expect(embed.default).toHaveLength(3);
  });

  it('refuses the removed FRAME_ANCESTORS so a stale deploy does not lose its partners', () => {
    expect(() =>
      loadEnv({ DATA_DIR: dataDir(), FRAME_ANCESTORS: "'self' https://partner.example" }),
    ).toThrow(/FRAME_ANCESTORS: removed; list partner origins in EMBED_ORIGINS/);
  });

  it.skipIf(onPostgresStage)(
    'stops the server process with the message',
    () => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: {
          ...process.env,
          DATA_DIR: dataDir(),
          EMBED_ORIGINS_FIESTA: 'https://partner.example/page',
        },
        encoding: 'utf8',
        // Starting tsx has taken 12 s on a loaded 2-core machine; the limit only stops a hang.
        timeout: 50_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/EMBED_ORIGINS_FIESTA: https:\/\/partner.example\/page/);
    },
    60_000,
  );
});

const dist = mkdtempSync(path.join(tmpdir(), 'api-embed-web-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><body><div id="finceptiv-root"></div><script type="module" src="/a.js"></script></body></html>',
);

// askrobin lists a partner of its own; every brand shares one partner.
const partners = readEmbedEnv({
  EMBED_ORIGINS: 'https://all.example',
  EMBED_ORIGINS_ASKROBIN: 'https://robin.example',
}).embed;
const askrobinOnly = readEmbedEnv({ EMBED_ORIGINS_ASKROBIN: 'https://robin.example' }).embed;

let shared: TestApp;
let oneBrand: TestApp;
let none: TestApp;
beforeAll(async () => {
  shared = await createTestApp({ env: { WEB_DIST: dist, EMBED: partners } });
  oneBrand = await createTestApp({ env: { WEB_DIST: dist, EMBED: askrobinOnly } });
  none = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await shared.close();
  await oneBrand.close();
  await none.close();
});

const page = (t: TestApp, host: string) =>
  t.app.inject({ method: 'GET', url: '/application-frontend/', headers: { host } });

const frameAncestors = (csp: unknown) =>
  /frame-ancestors ([^;]*)/.exec(String(csp))?.[1]?.trim() ?? '';

describe('CSP frame-ancestors and the parents stamped on the page, per brand', () => {
  it('are self plus the shared list plus the brand list of the host', async () => {
    const robin = await page(shared, 'askrobin.localhost:8080');
    expect(frameAncestors(robin.headers['content-security-policy'])).toBe(
      "'self' https://all.example https://robin.example",
    );
    expect(robin.body).toContain(
      '<html data-embed-parents="https://all.example https://robin.example" lang="en">',
    );
    const fiesta = await page(shared, 'apply.fiesta.es');
    expect(frameAncestors(fiesta.headers['content-security-policy'])).toBe(
      "'self' https://all.example",
    );
    expect(fiesta.body).toContain('<html data-embed-parents="https://all.example" lang="en">');
  });

  it('are self alone, with nothing stamped, for a brand without partners', async () => {
    const fiesta = await page(oneBrand, 'fiesta.localhost:8080');
    expect(frameAncestors(fiesta.headers['content-security-policy'])).toBe("'self'");
    expect(fiesta.body).toContain('<html lang="en">');
    const api = await none.app.inject({ method: 'GET', url: '/api/health' });
    expect(frameAncestors(api.headers['content-security-policy'])).toBe("'self'");
  });

  it('keep the nonce on the scripts and send no X-Frame-Options', async () => {
    const robin = await page(shared, 'askrobin.localhost:8080');
    expect(robin.body).toMatch(/<script nonce="[\w+/=]+" type="module"/);
    expect(robin.headers['x-frame-options']).toBeUndefined();
  });
});

type Cookie = { name: string; sameSite?: string; secure?: boolean; partitioned?: boolean };
const attributes = (cookies: Cookie[]) =>
  cookies.map(({ name, sameSite, secure, partitioned }) => ({
    name,
    sameSite,
    secure: secure === true,
    partitioned: partitioned === true,
  }));

describe('cookie attributes, per brand', () => {
  const framedPair = [
    { name: 'sid', sameSite: 'None', secure: true, partitioned: true },
    { name: 'XSRF-TOKEN', sameSite: 'None', secure: true, partitioned: true },
  ];

  it('are SameSite=None; Secure; Partitioned for the XSRF pair where a partner may frame', async () => {
    for (const host of ['askrobin.localhost', 'fiesta.localhost']) {
      const xsrf = await shared.app.inject({ method: 'GET', url: '/api/xsrf', headers: { host } });
      expect(attributes(xsrf.cookies), host).toEqual(framedPair);
    }
    const robin = await page(oneBrand, 'askrobin.localhost');
    expect(attributes(robin.cookies)).toEqual(framedPair);
  });

  it('stay SameSite=Lax, Secure only over https, for a brand no partner frames', async () => {
    const fiesta = await oneBrand.app.inject({
      method: 'GET',
      url: '/api/xsrf',
      headers: { host: 'fiesta.localhost' },
    });
    expect(attributes(fiesta.cookies)).toEqual([
      { name: 'sid', sameSite: 'Lax', secure: false, partitioned: false },
      { name: 'XSRF-TOKEN', sameSite: 'Lax', secure: false, partitioned: false },
    ]);
  });

  /** Creates a lead from the brand's host, as the app in the frame does, and returns the 201. */
  async function createLead(t: TestApp, host: string, origin = `http://${host}`) {
    const xsrf = await t.app.inject({ method: 'GET', url: '/api/xsrf', headers: { host } });
    const cookies = Object.fromEntries(xsrf.cookies.map((c) => [c.name, c.value]));
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: { ...fiestaLoan, recaptchaToken: await injectedBotAnswer(t.app) },
      cookies,
      headers: { host, origin, 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' },
    });
  }

  it('make the lead-access cookie None and Partitioned only for the framed brand', async () => {
    const robin = await createLead(oneBrand, 'askrobin.localhost');
    expect(robin.statusCode).toBe(201);
    expect(attributes(robin.cookies)).toEqual([
      { name: '__Host-lead-access', sameSite: 'None', secure: true, partitioned: true },
    ]);
    const fiesta = await createLead(oneBrand, 'fiesta.localhost');
    expect(fiesta.statusCode).toBe(201);
    expect(attributes(fiesta.cookies)).toEqual([
      { name: '__Host-lead-access', sameSite: 'Strict', secure: true, partitioned: false },
    ]);
  });

  it('leave the XSRF check whole: a listed partner origin may not write', async () => {
    const fromPartner = await createLead(oneBrand, 'askrobin.localhost', 'https://robin.example');
    expect(fromPartner.statusCode).toBe(403);
    expect(fromPartner.json()).toEqual({ error: 'origin' });
  });
});
