import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { injectedBotAnswer } from '../src/test-support/bot-answer.ts';

let t: TestApp;

function without(headers: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and XSRF', () => {
  it('reports ok once the database is ready', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sets an HttpOnly sid and a readable XSRF-TOKEN on /api/xsrf', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/xsrf' });
    expect(response.statusCode).toBe(204);
    const sid = response.cookies.find((c) => c.name === 'sid');
    const token = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(sid?.httpOnly).toBe(true);
    expect(token?.httpOnly).toBeFalsy();
    expect(token?.sameSite).toBe('Lax');
    expect(token?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('does not reissue a valid pair', async () => {
    const response = await t.client.inject({ method: 'GET', url: '/api/xsrf' });
    expect(response.cookies).toHaveLength(0);
  });

  const lead = { product: 'fiesta', amount: 500, period: 61 };

  it('accepts a write with header, cookie and same-host origin', async () => {
    const response = await t.client.inject({ method: 'POST', url: '/api/v2/lead', payload: lead });
    expect(response.statusCode).toBe(201);
  });

  it('rejects a write without the header', async () => {
    const headers = without(t.client.headers, 'x-xsrf-token');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: lead,
      headers,
      cookies: t.client.cookies,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'xsrf' });
  });

  it('rejects a header that does not match the cookie', async () => {
    const response = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: lead,
      headers: { 'x-xsrf-token': 'abc.def' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('rejects a token signed for another session', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/api/xsrf' });
    const sid = other.cookies.find((c) => c.name === 'sid')?.value ?? '';
    const response = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: lead,
      cookies: { sid },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'xsrf' });
  });

  it('rejects a foreign or missing origin', async () => {
    const foreign = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: lead,
      headers: { origin: 'http://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'origin' });
    const headers = without(t.client.headers, 'origin');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: lead,
      headers,
      cookies: t.client.cookies,
    });
    expect(missing.json()).toEqual({ error: 'origin' });
  });

  it('accepts a same-host Referer when Origin is absent', async () => {
    const headers = without(t.client.headers, 'origin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: { ...lead, recaptchaToken: await injectedBotAnswer(t.app) },
      headers: { ...headers, referer: 'http://localhost:80/application-frontend/' },
      cookies: t.client.cookies,
    });
    expect(response.statusCode).toBe(201);
  });
});
