// Issue 25: the operator area's figures are aggregates, computed in the database (PGlite here,
// PostgreSQL in the PostgreSQL stage), with counts of one to four shown as "<5", only for a
// signed-in operator (the door itself: operator-access.test.ts).
import {
  operatorApplicationsPerDaySchema,
  operatorVitalsSchema,
} from '@finceptiv/contract/api/operator-routes';
import type { JourneyEvent, VitalsReport } from '@finceptiv/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeJourney } from '../src/journey/journey-store.ts';
import { storeVitals } from '../src/vitals/vitals-store.ts';
import { xsrfSession, type XsrfSession } from '../src/test-support/xsrf-session.ts';
import { signedInOperator } from './support/signed-in-operator.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const now = new Date('2026-11-25T09:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let operator: XsrfSession;

let journeys = 0;
/** One journey's events, each stored at its own time (ISO, UTC). */
async function walk(brand: VitalsReport['brand'], events: [at: string, JourneyEvent][]) {
  const journey = `per-day-${String((journeys += 1))}`;
  for (const [at, event] of events)
    await storeJourney(t.database.db, { brand, journey, events: [event] }, new Date(at), {
      countedForDays: 89,
    });
}
const landed: JourneyEvent = { kind: 'reached', step: 'index' };
const decided = (outcome: 'accepted' | 'rejected' | 'redirected'): JourneyEvent => ({
  kind: 'outcome',
  step: 'checking',
  outcome,
});

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
  // Journeys for the days (now is 2026-11-25 09:00 UTC): six begun yesterday, five accepted
  // then and one rejected this morning after a first "accepted" (its last decision counts);
  // one begun on the 10th and sent to a partner on the 19th; one begun a second before
  // midnight UTC on the 22nd; one on Ibancar; one at now itself, today's so far.
  for (let i = 0; i < 5; i += 1)
    await walk('fiesta', [
      ['2026-11-24T10:00:00Z', landed],
      ['2026-11-24T10:05:00Z', decided('accepted')],
    ]);
  await walk('fiesta', [
    ['2026-11-24T11:00:00Z', landed],
    ['2026-11-24T11:05:00Z', decided('accepted')],
    ['2026-11-25T08:00:00Z', decided('rejected')],
  ]);
  await walk('fiesta', [
    ['2026-11-10T12:00:00Z', landed],
    ['2026-11-19T12:00:00Z', decided('redirected')],
  ]);
  await walk('fiesta', [['2026-11-22T23:59:59Z', landed]]);
  await walk('ibancar', [['2026-11-24T10:00:00Z', landed]]);
  await walk('fiesta', [['2026-11-25T09:00:00Z', landed]]);
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
    // From the daily rollups: the sixth of 7 values (1500 ms) and the third of 3 (100 ms), each
    // shown as its log-histogram bucket's middle (within 5 %).
    expect(body).toEqual({
      days: 28,
      rows: [
        { brand: 'fiesta', metric: 'LCP', device: 'mobile', p75: 1519, reports: 7 },
        { brand: 'ibancar', metric: 'INP', device: 'desktop', p75: 95.77, reports: '<5' },
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

describe('GET /api/operator/applications-per-day', () => {
  const zero = { started: 0, accepted: 0, rejected: 0, redirected: 0 };
  const perDay = (query: string) =>
    operator.inject({ method: 'GET', url: `/api/operator/applications-per-day?${query}` });

  it('gives every UTC day of the period, zeros included, small counts as "<5"', async () => {
    const answer = await perDay('brand=fiesta&days=7');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body: unknown = answer.json();
    expect(operatorApplicationsPerDaySchema.safeParse(body).error).toBeUndefined();
    expect(body).toEqual({
      days: 7,
      brand: 'fiesta',
      rows: [
        // Begun on the 10th, before the period: only its decision is in it.
        { day: '2026-11-19', ...zero, redirected: '<5' },
        { day: '2026-11-20', ...zero },
        { day: '2026-11-21', ...zero },
        { day: '2026-11-22', ...zero, started: '<5' },
        { day: '2026-11-23', ...zero },
        // The sixth was accepted yesterday too, but its last decision is this morning's.
        { day: '2026-11-24', ...zero, started: 6, accepted: 5 },
        { day: '2026-11-25', ...zero, started: '<5', rejected: '<5' },
      ],
    });
  });

  it('covers the period asked for (28 days by default) and one brand', async () => {
    const month = (await perDay('brand=fiesta')).json<{ days: number; rows: { day: string }[] }>();
    expect(month.days).toBe(28);
    expect(month.rows).toHaveLength(28);
    expect(month.rows[0]?.day).toBe('2026-10-29');
    expect(month.rows.find((row) => row.day === '2026-11-10')).toEqual({
      day: '2026-11-10',
      ...zero,
      started: '<5',
    });
    const quarter = (await perDay('brand=fiesta&days=90')).json<{ rows: unknown[] }>();
    expect(quarter.rows).toHaveLength(90);
    const other = (await perDay('brand=ibancar&days=7')).json<{ rows: unknown[] }>();
    expect(other.rows.at(-2)).toEqual({ day: '2026-11-24', ...zero, started: '<5' });
  });

  it('asks for a brand and a period it offers (422), and answers 401 to an applicant', async () => {
    for (const query of ['', 'brand=nobody', 'brand=fiesta&days=5']) {
      expect((await perDay(query)).statusCode, query).toBe(422);
    }
    const applicant = await xsrfSession(t.app);
    const answer = await applicant.inject({
      method: 'GET',
      url: '/api/operator/applications-per-day?brand=fiesta',
    });
    expect(answer.statusCode).toBe(401);
  });
});
