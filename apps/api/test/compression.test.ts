// Issue 22 item 1, ADR 0027: the built app's files go out as the brotli or gzip copy the build
// wrote beside them, the pages compressed per response with their nonce, and the API's larger
// JSON answers compressed on the fly; every body decodes to exactly what the server holds.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../web/scripts/precompress.mjs';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A small build, its copies written by the build's own code (apps/web/scripts/precompress.mjs).
const dist = mkdtempSync(path.join(tmpdir(), 'api-compressed-'));
const lines = (n: number, line: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => line(i)).join('\n');
const files: Record<string, string> = {
  'index.html': `<!doctype html><html><head><script type="module" src="/application-frontend/assets/index-abc123.js"></script><link rel="stylesheet" href="/application-frontend/assets/index-abc123.css"></head><body><div id="finceptiv-root"></div>${lines(40, (i) => `<!-- ${String(i)} keeps the page above the threshold -->`)}</body></html>`,
  'assets/index-abc123.js': lines(
    200,
    (i) => `export const step${String(i)} = () => ${String(i)};`,
  ),
  'assets/index-abc123.css': lines(200, (i) => `.step-${String(i)} { margin: ${String(i)}px; }`),
  'locales/en/common.json': JSON.stringify(
    Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [`key${String(i)}`, `Text ${String(i)}`]),
    ),
    null,
    2,
  ),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
}

const base = '/application-frontend';
const original = (file: string) => readFileSync(path.join(dist, file));

function decoded(response: LightMyRequestResponse): Buffer {
  const body = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  switch (encoding) {
    case 'br':
      return brotliDecompressSync(body);
    case 'gzip':
      return gunzipSync(body);
    case undefined:
      return body;
    default:
      throw new Error(`unexpected content-encoding ${encoding}`);
  }
}

const ACCEPTS = [
  { accept: 'br, gzip', encoding: 'br' },
  { accept: 'gzip, deflate', encoding: 'gzip' },
  { accept: 'gzip;q=1, br;q=0.5', encoding: 'gzip' },
  { accept: undefined, encoding: undefined },
  { accept: 'identity', encoding: undefined },
] as const;

let built: TestApp;
beforeAll(async () => {
  const written = await precompress(dist);
  // Written after the build's compression step: a file the API has to compress itself.
  mkdirSync(path.join(dist, 'locales/de'));
  writeFileSync(path.join(dist, 'locales/de/common.json'), files['locales/en/common.json']!);
  // The pages are compressed per response; the tiny icon is not worth a copy.
  expect(written.map((w) => w.file)).toEqual([
    'assets/index-abc123.css',
    'assets/index-abc123.js',
    'locales/en/common.json',
  ]);
  built = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await built.close();
});

const get = (url: string, accept: string | undefined, method: 'GET' | 'HEAD' = 'GET') =>
  built.app.inject({
    method,
    url,
    headers: accept === undefined ? {} : { 'accept-encoding': accept },
  });

describe('the built app, precompressed', () => {
  const cases = [
    { file: 'assets/index-abc123.js', type: /^(text|application)\/javascript/, immutable: true },
    { file: 'assets/index-abc123.css', type: /^text\/css/, immutable: true },
    { file: 'locales/en/common.json', type: /^application\/json/, immutable: false },
  ];
  for (const { file, type, immutable } of cases) {
    it(`${file}: brotli, gzip or as it is, as asked, decoding to the file`, async () => {
      for (const { accept, encoding } of ACCEPTS) {
        const response = await get(`${base}/${file}`, accept);
        const label = `${file} with accept-encoding ${String(accept)}`;
        expect(response.statusCode, label).toBe(200);
        expect(response.headers['content-encoding'], label).toBe(encoding);
        expect(String(response.headers.vary), label).toMatch(/accept-encoding/i);
        expect(String(response.headers['content-type']), label).toMatch(type);
        expect(Number(response.headers['content-length']), label).toBe(response.rawPayload.length);
        expect(decoded(response).equals(original(file)), label).toBe(true);
        // The cache headers are the file's, whichever copy went out.
        expect(response.headers['cache-control'], label).toBe(
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      }
      const br = await get(`${base}/${file}`, 'br');
      expect(br.rawPayload.length).toBeLessThan(original(file).length / 2);
    });
  }

  it('lets a browser keep a translation file asked for by its build version, and only then', async () => {
    const cases = [
      { query: '?v=0123456789ab', cache: 'public, max-age=31536000, immutable' },
      { query: '', cache: 'no-cache' },
      { query: '?v=latest', cache: 'no-cache' },
      { query: '?v=0123456789ab&x=1', cache: 'no-cache' },
    ];
    for (const { query, cache } of cases) {
      const response = await get(`${base}/locales/en/common.json${query}`, 'br');
      expect(response.statusCode, query).toBe(200);
      expect(response.headers['cache-control'], query).toBe(cache);
      expect(decoded(response).equals(original('locales/en/common.json')), query).toBe(true);
    }
  });

  it('answers HEAD with the encoded length and no body', async () => {
    const head = await get(`${base}/assets/index-abc123.js`, 'br, gzip', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(
      readFileSync(path.join(dist, 'assets/index-abc123.js.br')).length,
    );
    expect(head.rawPayload.length).toBe(0);
  });

  it('revalidates each encoding on its own ETag', async () => {
    const br = await get(`${base}/assets/index-abc123.js`, 'br');
    const gzip = await get(`${base}/assets/index-abc123.js`, 'gzip');
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
    const again = await built.app.inject({
      method: 'GET',
      url: `${base}/assets/index-abc123.js`,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends a file without copies as it is, and never a copy by its own name', async () => {
    const icon = await get(`${base}/favicon.svg`, 'br, gzip');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body).toBe(files['favicon.svg']);
    for (const copy of ['assets/index-abc123.js.br', 'assets/index-abc123.js.gz']) {
      const direct = await get(`${base}/${copy}`, 'br, gzip');
      expect(direct.statusCode, copy).toBe(404);
    }
    const missing = await get(`${base}/assets/gone.js`, 'br, gzip');
    expect(missing.statusCode).toBe(404);
  });

  it("the API's locale route sends the same copies", async () => {
    for (const { accept, encoding } of ACCEPTS) {
      const response = await get('/api/locales/en/common.json', accept);
      const label = `accept-encoding ${String(accept)}`;
      expect(response.statusCode, label).toBe(200);
      expect(response.headers['content-encoding'], label).toBe(encoding);
      expect(String(response.headers.vary), label).toMatch(/accept-encoding/i);
      expect(String(response.headers['content-type']), label).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], label).toBe('no-cache');
      expect(decoded(response).equals(original('locales/en/common.json')), label).toBe(true);
    }
    const missing = await get('/api/locales/en/nothing.json', 'br, gzip');
    expect(missing.statusCode).toBe(404);
  });
});

describe('the pages, compressed per response', () => {
  it('carries a fresh nonce in every response, whichever the encoding', async () => {
    const seen = new Set<string>();
    for (const url of [`${base}/`, `${base}/loan-information`, `${base}/index.html`]) {
      for (const { accept, encoding } of ACCEPTS) {
        const response = await get(url, accept);
        const label = `${url} with accept-encoding ${String(accept)}`;
        expect(response.statusCode, label).toBe(200);
        expect(response.headers['content-encoding'], label).toBe(encoding);
        expect(String(response.headers.vary), label).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control'], label).toBe('private, no-cache');
        const nonce = /'nonce-([^']+)'/.exec(
          String(response.headers['content-security-policy']),
        )?.[1];
        expect(nonce, label).toBeDefined();
        const html = decoded(response).toString('utf8');
        expect(html, label).toBe(
          files['index.html']!.replace(
            '<script type',
            `<script nonce="${String(nonce)}" type`,
          ).replace('</head>', '<meta name="api-base" content="/api"></head>'),
        );
        seen.add(String(nonce));
      }
    }
    expect(seen.size).toBe(15);
  });
});

describe('API answers, compressed on the fly', () => {
  it('compresses a JSON answer above 1 KB, decoding to the same JSON', async () => {
    // A translation file the build wrote no copies for: the route's JSON, compressed on the fly.
    const url = '/api/locales/de/common.json';
    const plain = await get(url, undefined);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const { accept, encoding } of ACCEPTS) {
      const response = await get(url, accept);
      const label = `accept-encoding ${String(accept)}`;
      expect(response.headers['content-encoding'], label).toBe(encoding);
      expect(String(response.headers.vary), label).toMatch(/accept-encoding/i);
      expect(JSON.parse(decoded(response).toString('utf8')), label).toEqual(plain.json());
      if (encoding) expect(response.rawPayload.length, label).toBeLessThan(plain.rawPayload.length);
      // The security headers are still there.
      expect(response.headers['x-content-type-options'], label).toBe('nosniff');
    }
  });

  it('leaves small answers, bodiless answers and the XSRF endpoint as they are', async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
    const xsrf = await get('/api/xsrf', 'br, gzip');
    expect(xsrf.statusCode).toBe(204);
    expect(xsrf.headers['content-encoding']).toBeUndefined();
    expect(xsrf.rawPayload.length).toBe(0);
    const head = await get('/api/choices/country', 'br, gzip', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });

  it('does not read compressed request bodies', async () => {
    const response = await built.client.inject({
      method: 'POST',
      url: '/api/v3/lead',
      headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
