import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let ready = false;
beforeAll(async () => {
  t = await createTestApp({
    deps: { limits: { leadCreatePerClientPerMinute: 3 }, isReady: () => ready },
  });
});
afterAll(() => t.close());

const lead = { product: 'fiesta', amount: 500, period: 61 };

describe('readiness and lead-creation rate limit', () => {
  it('answers 503 until the database is ready, health included', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    const call = await t.client.inject({ method: 'POST', url: '/api/v2/lead', payload: lead });
    expect(call.statusCode).toBe(503);
    expect(call.json()).toEqual({ error: 'starting' });
    ready = true;
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 429 rate_limited past the per-client lead creations', async () => {
    ready = true;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await t.client.inject({ method: 'POST', url: '/api/v2/lead', payload: lead })).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await t.client.inject({ method: 'POST', url: '/api/v2/lead', payload: lead });
    expect(limited.json()).toEqual({ error: 'rate_limited' });
    const rows = await t.database.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(3);
  });
});
