import { apiRouteList } from '@finceptiv/contract/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.ts';
import { hostileJsonText } from './support/hostile-bodies.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    deps: {
      limits: {
        leadCreatePerClientPerMinute: 100_000,
        leadUpdatesPerClientPerMinute: 100_000,
        smsSendsPerClientPerHour: 100_000,
        verifyAttemptsPerClientPerHour: 100_000,
        uploadsPerClientPerHour: 100_000,
        passwordAttemptsPerClientPerHour: 100_000,
        unsubscribesPerClientPerHour: 100_000,
        affiliateEventsPerClientPerMinute: 100_000,
      },
    },
  });
});
afterAll(() => t.close());

// Tables a rejected request must never touch (missing_translations takes any key by design).
const tables: (keyof Database)[] = [
  'leads',
  'idempotency_keys',
  'sms_outbox',
  'verification_codes',
  'customer_passwords',
  'verification_sessions',
  'documents',
  'affiliate_events',
  'email_opt_outs',
];

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '../../etc/passwd',
    '%00',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '\u0000',
    '💥'.repeat(50),
    'a'.repeat(5000),
    '00000000-0000-0000-0000-000000000000',
    '__proto__',
    'constructor',
  ),
);
const hostileJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record(
    {
      product: fc.oneof(hostileString, fc.constant('fiesta')),
      id: hostileString,
      dataPoints: fc.jsonValue({ maxDepth: 2 }),
      amount: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
);
const hostileBody = fc.oneof(
  hostileJson.map((value) => ({
    payload: JSON.stringify(value),
    type: 'application/json',
  })),
  hostileJsonText.map((text) => ({ payload: text, type: 'application/json' })),
  fc.string({ maxLength: 200 }).map((text) => ({ payload: text, type: 'application/json' })),
  fc.string({ maxLength: 200 }).map((text) => ({
    payload: text,
    type:
      fc.sample(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'multipart/form-data',
          'application/x-www-form-urlencoded',
          '',
        ),
        1,
      )[0] ?? '',
  })),
);
const hostileHeaders = fc.record(
  { 'idempotency-key': hostileString, 'x-xsrf-token': hostileString, accept: hostileString },
  { requiredKeys: [] },
);

const safeHeader = (value: string) => value.replace(/[^\x20-\x7e]/g, '').slice(0, 200);

describe('hostile input on every route of the contract', () => {
  it.each(apiRouteList.map((r) => [r.name, r] as const))(
    '%s never answers 5xx and changes nothing',
    async (_name, route) => {
      const before = await counts();
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileString, { minLength: 3, maxLength: 3 }),
          hostileString,
          hostileBody,
          hostileHeaders,
          async (params, query, body, headers) => {
            let i = 0;
            const url = route.path.replace(/:([A-Za-z]+)/g, () =>
              encodeURIComponent(params[i++] ?? 'x'),
            );
            const extra = Object.fromEntries(
              Object.entries(headers)
                .map(([k, v]): [string, string] => [k, safeHeader(v)])
                .filter(([k, v]) => k !== 'x-xsrf-token' || v !== ''),
            );
            const withBody = route.method !== 'GET';
            const response = await t.client.inject({
              method: route.method,
              url: `${url}?token=${encodeURIComponent(query)}&email=${encodeURIComponent(query)}&country=${encodeURIComponent(query)}`,
              ...(withBody
                ? { payload: body.payload, headers: { ...extra, 'content-type': body.type } }
                : { headers: extra }),
            });
            expect(
              response.statusCode,
              `${route.method} ${url} -> ${response.body.slice(0, 200)}`,
            ).toBeLessThan(500);
          },
        ),
        { numRuns: 15, seed: 4242 },
      );
      expect(await counts()).toEqual(before);
    },
  );
});
