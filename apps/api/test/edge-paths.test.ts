import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePath } from '../src/http/path-guard.ts';
import { createLoggingTestApp, type TestApp } from './support/test-app.ts';
import { injectedBotAnswer } from '../src/test-support/bot-answer.ts';
import { leadCount as countLeads } from './support/test-database.ts';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createLoggingTestApp(lines, { env: { ALLOWED_ORIGINS: ['https://partner.example'] } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** A POST over a real socket: app.inject resolves dot segments before the server sees them. */
function rawPost(path: string, body: object): Promise<number> {
  const { port } = t.app.server.address() as AddressInfo;
  const cookie = Object.entries(t.client.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path,
        headers: { ...t.client.headers, cookie, 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}
afterAll(() => t.close());

const lead = { product: 'fiesta', amount: 500, period: 61 };
const leadCount = () => countLeads(t.database.db);

// Spellings of POST /api/v2/lead a router or a proxy may read as the real path.
const spellings = [
  '/%61pi/v2/lead',
  '/%61%70%69/v2/lead',
  '//api/v2/lead',
  '/api//v2/lead',
  '/api/./v2/lead',
  '/api/%2e/v2/lead',
  '/api/x/../v2/lead',
  '/api/v2/lead/.',
  '/API/v2/lead',
  '/api/V2/lead',
  '/Api/v2/Lead',
];

describe('paths: checks follow the route, and no second reading of a path exists', () => {
  it('normalises like RFC 3986 6.2.2, stricter on empty segments', () => {
    expect(normalisePath('/%61pi/./v2//lead/')).toBe('/api/v2/lead/');
    expect(normalisePath('/api/email/validate/ana%40example.com')).toBe(
      '/api/email/validate/ana%40example.com',
    );
    expect(normalisePath('/a/b/../../../c')).toBe('/c');
  });

  it.each(spellings)('%s with no Origin or XSRF header creates nothing', async (url) => {
    const before = await leadCount();
    const response = await t.app.inject({ method: 'POST', url, payload: lead });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await leadCount()).toBe(before);
  });

  it.each(spellings)('%s is refused even with a valid session', async (url) => {
    const before = await leadCount();
    // With a solved bot check each time: the path alone is what is refused.
    const answered = async () => ({ ...lead, recaptchaToken: await injectedBotAnswer(t.app) });
    expect([400, 404]).toContain(await rawPost(url, await answered()));
    expect(await rawPost('/api/v2/lead', await answered())).toBe(201);
    expect(await leadCount()).toBe(before + 1);
  });

  it('refuses an unnormalised path with 400 and logs the event', async () => {
    const response = await t.client.inject({ method: 'GET', url: '/%61pi/health' });
    expect(response.statusCode).toBe(400);
    expect(lines.join('\n')).toContain('"event":"security.path_refused"');
  });

  it('keeps encoded characters that are not unreserved', async () => {
    const response = await t.client.inject({
      method: 'GET',
      url: '/api/email/validate/ana%40example.com',
    });
    expect(response.statusCode).toBe(200);
  });

  it('checks an unsafe method on an unrouted path too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/nowhere', payload: {} });
    expect(response.statusCode).toBe(403);
  });
});

describe('origin: scheme, host and port compared whole', () => {
  it.each([
    ['https://localhost', 'another scheme'],
    ['https://localhost:80', 'another scheme on the same host and port'],
    ['http://localhost:8080', 'another port'],
    ['http://localhost.evil.example', 'a longer host'],
    ['http://partner.example', 'the http twin of an allowed origin'],
  ])('refuses Origin %s (%s)', async (origin) => {
    const response = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: lead,
      headers: { origin },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'origin' });
  });

  it('accepts the own origin and an allowed one', async () => {
    for (const origin of ['http://localhost', 'http://localhost:80', 'https://partner.example']) {
      const response = await t.client.inject({
        method: 'POST',
        url: '/api/v2/lead',
        payload: lead,
        headers: { origin },
      });
      expect(response.statusCode, origin).toBe(201);
    }
  });

  it('logs a refusal as a security event with a pseudonymised client', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: lead,
      headers: { origin: 'http://evil.example' },
      remoteAddress: '203.0.113.9',
    });
    const event = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.event);
    expect(event).toMatchObject({ event: 'security.xsrf_refused', reason: 'origin' });
    expect(event?.client).toMatch(/^[\w-]{16}$/);
    expect(lines.join('\n')).not.toContain('203.0.113.9');
  });
});
