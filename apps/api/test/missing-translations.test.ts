import { maxMissingKeysPerReport } from '@finceptiv/contract/api/lookup-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_KEYS_BODY_LIMIT } from '../src/routes/register-api-routes.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Spec 7's POST /locales/add/{lng}/{ns} as a development build's i18next calls it: recorded
// for the app's own locales and namespaces only, small bodies, 4xx for anything else.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (lng: string, ns: string, payload: unknown) =>
  t.client.inject({
    method: 'POST',
    url: `/api/locales/add/${lng}/${ns}`,
    payload: payload as object,
  });

async function rows() {
  return t.database.db.selectFrom('missing_translations').selectAll().orderBy('lng').execute();
}

describe('missing translation reports', () => {
  it('count each key per locale and namespace', async () => {
    expect((await report('de', 'dynamic-form', { 'steps>x': 'X' })).statusCode).toBe(204);
    expect((await report('de', 'dynamic-form', { 'steps>x': 'X' })).statusCode).toBe(204);
    expect((await report('vn', 'post-offer', { 'screens>y': 'Y' })).statusCode).toBe(204);
    expect(await rows()).toEqual([
      { lng: 'de', ns: 'dynamic-form', key: 'steps>x', count: 2 },
      { lng: 'vn', ns: 'post-offer', key: 'screens>y', count: 1 },
    ]);
  });

  it.each([
    ['fr', 'common'],
    ['en-US', 'common'],
    ['es', 'admin'],
    ['es', 'common.json'],
  ])('refuse %s/%s, no locale or namespace of the app, with 404', async (lng, ns) => {
    const before = await rows();
    expect((await report(lng, ns, { k: 'v' })).statusCode).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('answer a malformed report with 4xx, never 5xx', async () => {
    const tooMany = Object.fromEntries(
      Array.from({ length: maxMissingKeysPerReport + 1 }, (_, i) => [`k${String(i)}`, 'v']),
    );
    expect((await report('es', 'common', tooMany)).statusCode).toBe(422);
    expect((await report('es', 'common', { k: 42 })).statusCode).toBe(422);
    expect((await report('es', 'common', ['k'])).statusCode).toBe(422);
    const big = { k: 'v'.repeat(2000), ['x'.repeat(500)]: 'v'.repeat(2000) };
    const many = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [`${String(i)}${'k'.repeat(400)}`, 'v'.repeat(2000)]),
    );
    expect(JSON.stringify(many).length).toBeGreaterThan(MISSING_KEYS_BODY_LIMIT);
    expect((await report('es', 'common', big)).statusCode).toBe(204);
    expect((await report('es', 'common', many)).statusCode).toBe(413);
    const raw = await t.client.inject({
      method: 'POST',
      url: '/api/locales/add/es/common',
      headers: { 'content-type': 'application/json' },
      payload: '{"k":',
    });
    expect(raw.statusCode).toBe(400);
  });
});
