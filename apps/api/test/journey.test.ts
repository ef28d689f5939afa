// Issue 25 items 2 and 3, ADR 0042: journey beacons in, the funnel and the field errors out,
// computed by the database (PGlite here, PostgreSQL in the PostgreSQL stage), small counts
// shown as "<5", only for a signed-in operator.
import { randomBytes } from 'node:crypto';
import type { JourneyEvent, JourneyReport } from '@finceptiv/contract/api';
import {
  operatorFieldErrorsSchema,
  operatorFunnelSchema,
} from '@finceptiv/contract/api/operator-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fieldErrors,
  funnelOutcomes,
  funnelSteps,
  periodOfDays,
} from '../src/journey/journey-figures.ts';
import { rebuildJourneyRollups } from '../src/journey/journey-rollups.ts';
import { runRetention } from '../src/retention/retention-job.ts';
import { xsrfSession, type XsrfSession } from '../src/test-support/xsrf-session.ts';
import { signedInOperator } from './support/signed-in-operator.ts';
import { rollupRows } from './support/journey-raw-figures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { defaultRetentionPolicy } from './support/default-retention.ts';

const start = new Date('2026-11-20T09:00:00.000Z');
let now = start;
let t: TestApp;
let operator: XsrfSession;

/** As navigator.sendBeacon sends a string: text/plain, its Origin, no XSRF header. */
function beacon(body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/journey',
    remoteAddress: '198.51.100.30',
    headers: {
      host: 'fiesta.localhost:80',
      origin: 'http://fiesta.localhost:80',
      'content-type': 'text/plain;charset=UTF-8',
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const newJourney = () => randomBytes(16).toString('base64url');

/** One applicant's events, each sent when it happens (seconds after `at`). */
async function walk(at: Date, events: [seconds: number, JourneyEvent][]) {
  const journey = newJourney();
  for (const [seconds, event] of events) {
    now = new Date(at.getTime() + seconds * 1000);
    const report: JourneyReport = { brand: 'fiesta', journey, events: [event] };
    const answer = await beacon(report);
    expect(answer.statusCode, answer.body).toBe(204);
  }
}

const reached = (step: string): JourneyEvent => ({ kind: 'reached', step });
const completed = (step: string): JourneyEvent => ({ kind: 'completed', step });
const nameError: JourneyEvent = {
  kind: 'field-error',
  step: 'form/name',
  field: 'form_first_name',
  message: 'validation.required',
  source: 'client',
};

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => now } });
  // Five applicants accepted by one partner; one who meets an error on the name, corrects it and
  // is rejected; five who leave the landing; one still on the landing a minute ago.
  for (let i = 0; i < 5; i += 1) {
    await walk(new Date(start.getTime() + i * 60_000), [
      [0, reached('index')],
      [30, completed('index')],
      [31, reached('form/name')],
      [91, completed('form/name')],
      [92, { kind: 'outcome', step: 'checking', outcome: 'accepted', partner: 'acme' }],
    ]);
  }
  await walk(start, [
    [0, reached('index')],
    [30, completed('index')],
    [31, reached('form/name')],
    [40, nameError],
    [50, nameError],
    [91, completed('form/name')],
    [92, { kind: 'outcome', step: 'checking', outcome: 'rejected' }],
  ]);
  for (let i = 0; i < 5; i += 1) await walk(start, [[0, reached('index')]]);
  const late = new Date('2026-11-25T08:59:00.000Z');
  await walk(late, [[0, reached('index')]]);
  now = new Date('2026-11-25T09:00:00.000Z');
  operator = await signedInOperator(t);
}, 120_000);
afterAll(() => t.close());

describe('POST /api/journey', () => {
  it('stores the events with brand, journey, step and what happened, nothing more', async () => {
    const rows = await t.database.db
      .selectFrom('journey_events')
      .selectAll()
      .where('kind', '=', 'field-error')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      brand: 'fiesta',
      step: 'form/name',
      field: 'form_first_name',
      message: 'validation.required',
      source: 'client',
      outcome: null,
    });
  });

  it('dates a batched event by its arrival less its age, an hour at most', async () => {
    const journey = newJourney();
    const events: JourneyEvent[] = [
      { kind: 'reached', step: 'not-found', msAgo: 90_000 },
      { kind: 'completed', step: 'not-found', msAgo: 0 },
    ];
    expect((await beacon({ brand: 'fiesta', journey, events })).statusCode).toBe(204);
    const tooOld = [{ kind: 'reached', step: 'not-found', msAgo: 3_600_001 }];
    expect((await beacon({ brand: 'fiesta', journey, events: tooOld })).statusCode).toBe(422);
    const rows = await t.database.db
      .deleteFrom('journey_events')
      .where('journey', '=', journey)
      .returning(['kind', 'created_at'])
      .execute();
    // Events changed outside the API: the rollups are rebuilt from what is left (ADR 0058).
    await rebuildJourneyRollups(t.database.db);
    const dated = rows.map((r) => [r.kind, new Date(r.created_at).getTime()]);
    expect(dated.sort()).toEqual([
      ['completed', now.getTime()],
      ['reached', now.getTime() - 90_000],
    ]);
  });

  it('refuses anything that could carry a typed value, an id or an unknown key (422)', async () => {
    const journey = newJourney();
    const bad: unknown[] = [
      { brand: 'fiesta', journey, events: [{ ...nameError, field: 'form_first_name=Ana' }] },
      { brand: 'fiesta', journey, events: [{ ...nameError, message: 'Ana is not valid' }] },
      { brand: 'fiesta', journey, events: [{ kind: 'reached', step: '3f2a9c1e/consents' }] },
      { brand: 'fiesta', journey, events: [{ kind: 'reached', step: 'index', value: 'x' }] },
      { brand: 'fiesta', journey: 'lead-1234', events: [reached('index')] },
      { brand: 'fiesta', journey, leadId: 'x', events: [reached('index')] },
      { brand: 'fiesta', journey, events: [] },
      'not json',
    ];
    for (const body of bad) {
      const answer = await beacon(body);
      expect([400, 422], JSON.stringify(body)).toContain(answer.statusCode);
    }
    const stored = await t.database.db
      .selectFrom('journey_events')
      .select('journey')
      .where('journey', '=', journey)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('the funnel, from the daily rollups', () => {
  const period = () => periodOfDays('fiesta', 28, now);

  it('counts who reached and completed each step, in the order met, with the median time', async () => {
    const steps = await funnelSteps(t.database.db, period());
    // Medians to their log-histogram bucket, within 5 %: 30 s and 60 s.
    expect(steps).toEqual([
      { step: 'index', reached: 12, completed: 6, medianSeconds: 30.52 },
      { step: 'form/name', reached: 6, completed: 6, medianSeconds: 59.47 },
    ]);
  });

  it('counts who met a field error and who then completed the step', async () => {
    const rows = await fieldErrors(t.database.db, period());
    expect(rows).toEqual([
      {
        step: 'form/name',
        field: 'form_first_name',
        message: 'validation.required',
        source: 'client',
        shown: 2,
        journeys: 1,
        corrected: 1,
      },
    ]);
  });
});

describe('the operator routes', () => {
  it('GET /api/operator/funnel: steps, outcomes and abandonment, small counts as "<5"', async () => {
    const answer = await operator.inject({
      method: 'GET',
      url: '/api/operator/funnel?brand=fiesta&days=28',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body: unknown = answer.json();
    expect(operatorFunnelSchema.safeParse(body).error).toBeUndefined();
    expect(body).toEqual({
      days: 28,
      brand: 'fiesta',
      journeys: 12,
      steps: [
        { step: 'index', reached: 12, completed: 6, left: 6, medianSeconds: 30.52 },
        { step: 'form/name', reached: 6, completed: 6, left: 0, medianSeconds: 59.47 },
      ],
      // The applicant still on the landing a minute ago is neither finished nor gone.
      outcomes: [
        { outcome: 'abandoned', partner: null, journeys: 5 },
        { outcome: 'accepted', partner: 'acme', journeys: 5 },
        { outcome: 'rejected', partner: null, journeys: '<5' },
      ],
    });
  });

  it('GET /api/operator/field-errors: the errors met most, small counts as "<5"', async () => {
    const answer = await operator.inject({
      method: 'GET',
      url: '/api/operator/field-errors?brand=fiesta',
    });
    const body: unknown = answer.json();
    expect(operatorFieldErrorsSchema.safeParse(body).error).toBeUndefined();
    expect(body).toEqual({
      days: 28,
      brand: 'fiesta',
      rows: [
        {
          step: 'form/name',
          field: 'form_first_name',
          message: 'validation.required',
          source: 'client',
          shown: '<5',
          journeys: '<5',
          corrected: '<5',
        },
      ],
    });
  });

  it('covers one brand and one period: another brand or a week ago has none of it', async () => {
    const other = await operator.inject({
      method: 'GET',
      url: '/api/operator/funnel?brand=ibancar',
    });
    expect(other.json()).toMatchObject({ journeys: 0, steps: [], outcomes: [] });
    const week = await operator.inject({
      method: 'GET',
      url: '/api/operator/funnel?brand=fiesta&days=7',
    });
    expect(week.json()).toMatchObject({ journeys: 12 });
    // Today holds one journey still under way: counted, yet in no outcome.
    const today = periodOfDays('fiesta', 1, now);
    expect(await funnelOutcomes(t.database.db, today, now)).toEqual({
      journeys: 1,
      outcomes: [],
    });
  });

  it('asks for a brand and a period it offers (422), and answers 401 to an applicant', async () => {
    for (const url of [
      '/api/operator/funnel',
      '/api/operator/funnel?brand=nobody',
      '/api/operator/field-errors?brand=fiesta&days=5',
    ]) {
      expect((await operator.inject({ method: 'GET', url })).statusCode, url).toBe(422);
    }
    const applicant = await xsrfSession(t.app);
    const answer = await applicant.inject({
      method: 'GET',
      url: '/api/operator/funnel?brand=fiesta',
    });
    expect(answer.statusCode).toBe(401);
  });

  it('keeps journey events as long as the field timings, then the retention job removes them', async () => {
    const policy = defaultRetentionPolicy;
    const db = t.database.db;
    // The last events came in on 25 November: kept 90 days, gone after.
    const kept = await runRetention(db, policy, new Date('2027-02-22T00:00:00Z'));
    expect(kept.journeyEvents).toBeGreaterThan(0);
    expect(kept.journeys).toBeGreaterThan(0);
    expect(kept.journeyRollups).toBeGreaterThan(0);
    expect(await db.selectFrom('journey_events').select('id').execute()).toHaveLength(1);
    // The last day's journey and its rollups stay, so the figures still answer for it.
    expect(await db.selectFrom('journeys').select('journey').execute()).toHaveLength(1);
    expect((await rollupRows(db)).journey_outcome_daily).toEqual([
      { day: '2026-11-25', brand: 'fiesta', outcome: 'undecided', partner: '', journeys: 1 },
    ]);
    expect((await runRetention(db, policy, new Date('2027-02-24T00:00:00Z'))).journeyEvents).toBe(
      1,
    );
    const left = await t.database.db.selectFrom('journey_events').select('id').execute();
    expect(left).toEqual([]);
    // The journeys' state and their rollups (ADR 0058) went with their days' events.
    expect(await db.selectFrom('journeys').select('journey').execute()).toEqual([]);
    expect(Object.values(await rollupRows(db)).flat()).toEqual([]);
  });
});
