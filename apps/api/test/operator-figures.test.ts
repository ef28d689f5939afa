// Issue 25: the operator area's figures are aggregates, computed in the database (PGlite here,
// PostgreSQL in the PostgreSQL stage), with counts of one to four shown as "<5", only for a
// signed-in operator (the door itself: operator-access.test.ts).
import { operatorVitalsSchema } from '@finceptiv/contract/api/operator-routes';
import type { VitalsReport } from '@finceptiv/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeVitals } from '../src/vitals/vitals-store.ts';
import { xsrfSession, type XsrfSession } from '../src/test-support/xsrf-session.ts';
import { signedInOperator } from './support/signed-in-operator.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const now = new Date('2026-11-25T09:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let operator: XsrfSession;

const report = (
  brand: VitalsReport['brand'],
  device: VitalsReport['device'],
  metric: VitalsReport['entries'][number]['metric'],
  value: number,
): VitalsReport => ({ brand, device, entries: [{ metric, value, step: 'index' }] });

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => now } });
  const db = t.database.db;
  // Seven phone landings on fiesta this week, three desktop presses on ibancar, and one fiesta
  // landing forty days ago, inside 90 days but not 28.
  for (const value of [1000, 1100, 1200, 1300, 1400, 1500, 1600])
    await storeVitals(db, report('fiesta', 'mobile', 'LCP', value), new Date(now.getTime() - DAY));
  for (const value of [80, 90, 100])
    await storeVitals(db, report('ibancar', 'desktop', 'INP', value), now);
  await storeVitals(
    db,
    report('fiesta', 'mobile', 'LCP', 9000),
    new Date(now.getTime() - 40 * DAY),
  );
  operator = await signedInOperator(t);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/operator/vitals', () => {
  it('gives p75 per brand, metric and device class over 28 days, small counts as "<5"', async () => {
    const answer = await operator.inject({ method: 'GET', url: '/api/operator/vitals' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body: unknown = answer.json();
    expect(operatorVitalsSchema.safeParse(body).error).toBeUndefined();
    expect(body).toEqual({
      days: 28,
      rows: [
        { brand: 'fiesta', metric: 'LCP', device: 'mobile', p75: 1450, reports: 7 },
        { brand: 'ibancar', metric: 'INP', device: 'desktop', p75: 95, reports: '<5' },
      ],
    });
  });

  it('covers the period asked for', async () => {
    const answer = await operator.inject({ method: 'GET', url: '/api/operator/vitals?days=90' });
    expect(answer.json()).toMatchObject({
      days: 90,
      rows: [{ brand: 'fiesta', metric: 'LCP', reports: 8 }, { brand: 'ibancar' }],
    });
    const week = await operator.inject({ method: 'GET', url: '/api/operator/vitals?days=7' });
    expect(week.json()).toMatchObject({ days: 7, rows: [{ reports: 7 }, { reports: '<5' }] });
  });

  it('refuses a period it does not offer with a field error, never a 5xx', async () => {
    for (const days of ['5', 'abc', '-1', '28.0', '']) {
      const answer = await operator.inject({
        method: 'GET',
        url: `/api/operator/vitals?days=${days}`,
      });
      expect(answer.statusCode, days).toBe(422);
      expect(JSON.stringify(answer.json()), days).toContain('days');
    }
  });

  it('answers 401 to an applicant browser', async () => {
    const applicant = await xsrfSession(t.app);
    const answer = await applicant.inject({ method: 'GET', url: '/api/operator/vitals' });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).not.toContain('fiesta');
  });
});
