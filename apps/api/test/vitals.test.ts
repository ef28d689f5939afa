import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VitalsReport } from '@finceptiv/contract/api';
import { runRetention } from '../src/retention/retention-job.ts';
import { formatVitalsTable } from '../src/vitals/vitals-report.ts';
import { hourOf, storeVitals, vitalsP75 } from '../src/vitals/vitals-store.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { defaultRetentionPolicy } from './support/default-retention.ts';

// Issue 22 item 5, ADR 0029: the field-data beacon. On PGlite here, on PostgreSQL in the
// PostgreSQL stage (scripts/pg-test.mjs runs the whole api project).

let t: TestApp;
let now = new Date('2030-03-04T10:41:17Z');
beforeAll(async () => {
  t = await createTestApp({
    deps: { limits: { vitalsReportsPerClientPerMinute: 5 }, now: () => now },
  });
});
afterAll(() => t.close());

const report: VitalsReport = {
  brand: 'ibancar',
  device: 'mobile',
  entries: [
    { metric: 'LCP', value: 1234.5, step: 'index' },
    { metric: 'TTFB', value: 80, step: 'index' },
    { metric: 'NEXT_TO_PAINT', value: 140, step: 'personal-details' },
    {
      metric: 'INP',
      value: 96,
      step: 'personal-details',
      attribution: {
        target: 'form>button.button#continue',
        type: 'pointer',
        inputDelay: 2,
        processingDuration: 60,
        presentationDelay: 34,
        loadState: 'complete',
      },
    },
  ],
};

/** As navigator.sendBeacon sends a string: text/plain, cookies and Origin, no XSRF header. */
function beacon(
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '198.51.100.20',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress,
    headers: {
      host: 'localhost:80',
      origin: 'http://localhost:80',
      'content-type': 'text/plain;charset=UTF-8',
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const rows = () => t.database.db.selectFrom('web_vitals').selectAll().orderBy('id').execute();

describe('POST /api/vitals', () => {
  it('stores a beacon (text/plain, no XSRF header) with brand, device, step and the hour only', async () => {
    const answer = await beacon(report);
    expect(answer.statusCode, answer.body).toBe(204);
    const stored = await rows();
    expect(stored).toHaveLength(4);
    expect(stored.map((r) => [r.brand, r.device, r.step, r.metric, r.value])).toEqual([
      ['ibancar', 'mobile', 'index', 'LCP', 1234.5],
      ['ibancar', 'mobile', 'index', 'TTFB', 80],
      ['ibancar', 'mobile', 'personal-details', 'NEXT_TO_PAINT', 140],
      ['ibancar', 'mobile', 'personal-details', 'INP', 96],
    ]);
    expect(stored[3]?.attribution).toMatchObject({ target: 'form>button.button#continue' });
    for (const row of stored) expect(row.created_at).toEqual(new Date('2030-03-04T10:00:00Z'));
    // Nothing but the schema's columns: no address, agent or lead.
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(
      ['attribution', 'brand', 'created_at', 'device', 'id', 'metric', 'step', 'value'].sort(),
    );
  });

  it('takes the same body as JSON from the app client', async () => {
    const answer = await t.client.inject({
      method: 'POST',
      url: '/api/vitals',
      payload: {
        brand: 'fiesta',
        device: 'desktop',
        entries: [{ metric: 'CLS', value: 0.02, step: 'index' }],
      },
      remoteAddress: '198.51.100.21',
    });
    expect(answer.statusCode, answer.body).toBe(204);
  });

  it.each([
    ['an unknown brand', { ...report, brand: 'acme' }, 'brand'],
    ['an unknown device class', { ...report, device: 'tv' }, 'device'],
    ['no entries', { ...report, entries: [] }, 'entries'],
    [
      'an unknown metric',
      { ...report, entries: [{ metric: 'FID', value: 1, step: 'index' }] },
      'entries.0.metric',
    ],
    [
      'a negative value',
      { ...report, entries: [{ metric: 'LCP', value: -1, step: 'index' }] },
      'entries.0.value',
    ],
    [
      'a value as text',
      { ...report, entries: [{ metric: 'LCP', value: '12', step: 'index' }] },
      'entries.0.value',
    ],
    [
      'an address with a lead id as step',
      {
        ...report,
        entries: [
          { metric: 'LCP', value: 1, step: 'continue/0b7c0d2e-1111-4000-8000-000000000000' },
        ],
      },
      'entries.0.step',
    ],
    [
      'an extra key (a lead id)',
      { ...report, leadId: '0b7c0d2e-1111-4000-8000-000000000000' },
      'leadId',
    ],
    [
      'an extra key in an entry',
      { ...report, entries: [{ metric: 'LCP', value: 1, step: 'index', url: '/continue/x' }] },
      'entries.0.url',
    ],
    [
      'a typed value smuggled in a target',
      {
        ...report,
        entries: [
          {
            metric: 'INP',
            value: 1,
            step: 'index',
            attribution: { target: 'input[value=jan@x.es]' },
          },
        ],
      },
      'entries.0.attribution.target',
    ],
  ])('refuses %s with a 422 naming the field', async (what, body, field) => {
    const before = (await rows()).length;
    // Each case from its own address: the budget of one would run out.
    const answer = await beacon(body, {}, `198.51.101.${what.length}`);
    expect(answer.statusCode, answer.body).toBe(422);
    const fields = answer
      .json<{ errors: { fieldName: string }[] }>()
      .errors.map((e) => e.fieldName);
    expect(fields).toContain(field);
    expect((await rows()).length).toBe(before);
  });

  it('answers malformed, oversized, deep or non-text bodies with a 4xx, never a 5xx', async () => {
    const address = '198.51.100.31';
    expect((await beacon('{"brand":', {}, address)).statusCode).toBe(400);
    expect((await beacon('', {}, address)).statusCode).toBeLessThan(500);
    expect((await beacon('x'.repeat(9 * 1024), {}, address)).statusCode).toBe(413);
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    expect((await beacon({ ...report, entries: deep }, {}, '198.51.100.32')).statusCode).toBe(400);
    const xml = await beacon('<a/>', { 'content-type': 'application/xml' }, '198.51.100.32');
    expect(xml.statusCode).toBe(415);
  });

  it('refuses another site (cross-origin or no Origin) with 403 origin and stores nothing', async () => {
    const before = (await rows()).length;
    const cross = await beacon(report, { origin: 'https://evil.example' }, '198.51.100.40');
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toEqual({ error: 'origin' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { host: 'localhost:80', 'content-type': 'text/plain' },
      payload: JSON.stringify(report),
      remoteAddress: '198.51.100.40',
    });
    expect(none.statusCode).toBe(403);
    expect((await rows()).length).toBe(before);
  });

  it('keeps text/plain a 415 on every other route', async () => {
    const answer = await t.client.inject({
      method: 'POST',
      url: '/api/v3/lead',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ product: 'askrobin' }),
    });
    expect(answer.statusCode).toBe(415);
  });

  it('limits each client through the shared counters (429 after the budget)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await beacon(report, {}, '203.0.113.99')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    now = new Date(now.getTime() + 61_000);
    expect((await beacon(report, {}, '203.0.113.99')).statusCode).toBe(204);
  });
});

describe('p75 in SQL and retention', () => {
  it('computes p75 per brand, metric and device class (and step) on known data', async () => {
    const db = t.database.db;
    await db.deleteFrom('web_vitals').execute();
    const at = new Date('2030-05-01T12:00:00Z');
    // 1..8 ms: percentile_cont(0.75) interpolates to 6.25.
    await storeVitals(
      db,
      {
        brand: 'fiesta',
        device: 'mobile',
        entries: [1, 2, 3, 4, 5, 6, 7, 8].map((value) => ({ metric: 'INP', value, step: 'index' })),
      },
      at,
    );
    await storeVitals(
      db,
      {
        brand: 'fiesta',
        device: 'desktop',
        entries: [
          { metric: 'INP', value: 100, step: 'index' },
          { metric: 'NEXT_TO_PAINT', value: 200, step: 'form/name' },
          { metric: 'NEXT_TO_PAINT', value: 400, step: 'form/name' },
          { metric: 'NEXT_TO_PAINT', value: 50, step: 'form/gender' },
        ],
      },
      at,
    );
    // Outside the period.
    await storeVitals(
      db,
      {
        brand: 'fiesta',
        device: 'mobile',
        entries: [{ metric: 'INP', value: 9000, step: 'index' }],
      },
      new Date('2030-03-01T00:00:00Z'),
    );
    const since = new Date('2030-04-01T00:00:00Z');
    expect(await vitalsP75(db, { since })).toEqual([
      { brand: 'fiesta', metric: 'INP', device: 'desktop', p75: 100, count: 1 },
      { brand: 'fiesta', metric: 'INP', device: 'mobile', p75: 6.25, count: 8 },
      { brand: 'fiesta', metric: 'NEXT_TO_PAINT', device: 'desktop', p75: 300, count: 3 },
    ]);
    const bySteps = await vitalsP75(db, { since, metric: 'NEXT_TO_PAINT', byStep: true });
    expect(bySteps).toEqual([
      {
        brand: 'fiesta',
        metric: 'NEXT_TO_PAINT',
        device: 'desktop',
        step: 'form/gender',
        p75: 50,
        count: 1,
      },
      {
        brand: 'fiesta',
        metric: 'NEXT_TO_PAINT',
        device: 'desktop',
        step: 'form/name',
        p75: 350,
        count: 2,
      },
    ]);
    const table = formatVitalsTable(await vitalsP75(db, { since }));
    expect(table).toMatch(/fiesta\s+INP\s+mobile\s+6 ms\s+8\s+good \(few reports\)/);
    expect(table).toMatch(/fiesta\s+NEXT_TO_PAINT\s+desktop\s+300 ms\s+3\s+good/);
  });

  it('keeps field data RETENTION_VITALS_DAYS, then the retention job removes it', async () => {
    const db = t.database.db;
    await db.deleteFrom('web_vitals').execute();
    const stored = new Date();
    await storeVitals(db, report, stored);
    const policy = defaultRetentionPolicy;
    const day = 24 * 60 * 60 * 1000;
    expect((await runRetention(db, policy, new Date(stored.getTime() + 89 * day))).vitals).toBe(0);
    expect((await runRetention(db, policy, new Date(stored.getTime() + 91 * day))).vitals).toBe(4);
    expect(await rows()).toEqual([]);
  });

  it('stores the hour, not the second', () => {
    expect(hourOf(new Date('2030-01-01T23:59:59.999Z'))).toEqual(new Date('2030-01-01T23:00:00Z'));
  });
});
