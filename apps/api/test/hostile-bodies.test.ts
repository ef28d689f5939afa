import { apiRouteList } from '@finceptiv/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src/http/json-body.ts';
import { hostileJsonTexts } from './support/hostile-bodies.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let leadId = '';
beforeAll(async () => {
  t = await createTestApp({ deps: { limits: { leadCreatePerClientPerMinute: 100_000 } } });
  const created = await t.client.inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: { product: 'fiesta', amount: 500, period: 61 },
  });
  leadId = created.json<{ id: string }>().id;
});
afterAll(() => t.close());

// Real parameters, so a body gets past the params check to the body's own validation and
// handler (fuzz.test.ts throws hostile params; here the body is the attack).
const params: Record<string, string> = { lng: 'es', ns: 'common', urlType: 'email' };
const urlOf = (path: string) =>
  path.replace(/:([A-Za-z]+)/g, (_m, name: string) => params[name] ?? leadId);

const writes = apiRouteList.filter((route) => route.method !== 'GET');

describe('hostile JSON bodies on every writing route', () => {
  it.each(writes.map((r) => [r.name, r] as const))('%s answers 4xx to each', async (_n, route) => {
    for (const text of hostileJsonTexts) {
      const response = await t.client.inject({
        method: route.method,
        url: urlOf(route.path),
        payload: text,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${text.slice(0, 60)} -> ${response.body}`).toBeLessThan(500);
    }
  });

  it(`refuses nesting past ${MAX_JSON_DEPTH} levels with 400, and takes it up to there`, async () => {
    const nest = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);
    const send = (payload: string) =>
      t.client.inject({
        method: 'POST',
        url: '/api/affiliate/event',
        payload,
        headers: { 'content-type': 'application/json' },
      });
    const deep = await send(nest(MAX_JSON_DEPTH + 1));
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ error: 'bad_request' });
    expect((await send(nest(MAX_JSON_DEPTH))).statusCode).not.toBe(400);
  });

  it('refuses prototype keys with 400 before any handler sees them', async () => {
    const response = await t.client.inject({
      method: 'PUT',
      url: '/api/v2/lead',
      payload: `{"id":"${leadId}","product":"fiesta","__proto__":{"progressState":11}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });
});
