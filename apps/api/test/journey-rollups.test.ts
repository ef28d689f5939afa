// ADR 0058: the operator's journey figures read daily rollups kept up to date as reports arrive.
// Here the rollups meet the raw events they summarise: random journeys, sent in random batches
// and out of order as beacons arrive, give the same figures from the rollups as from every raw
// event, and a rebuild from the events gives the same rollups as the reports did.
import type { JourneyEvent, JourneyReport } from '@finceptiv/contract/api';
import { productIds } from '@finceptiv/contract/product-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/open-database.ts';
import {
  applicationsPerDay,
  fieldErrors,
  funnelOutcomes,
  funnelSteps,
  periodOfDays,
} from '../src/journey/journey-figures.ts';
import { rebuildJourneyRollups } from '../src/journey/journey-rollups.ts';
import { storeJourney } from '../src/journey/journey-store.ts';
import {
  rawApplicationsPerDay,
  rawFieldErrors,
  rawFunnelOutcomes,
  rawFunnelSteps,
  rollupRows,
} from './support/journey-raw-figures.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const now = new Date('2026-11-25T09:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const counted = { countedForDays: 89 };
let database: TestDatabase;
let db: Db;

/** A seeded generator: the same journeys every run, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

const steps = ['index', 'form/name', 'form/address', 'form/income', 'offer'];
const errors: Omit<Extract<JourneyEvent, { kind: 'field-error' }>, 'step'>[] = [
  {
    kind: 'field-error',
    field: 'form_first_name',
    message: 'validation.required',
    source: 'client',
  },
  { kind: 'field-error', field: 'form_email', message: 'validation.invalid', source: 'server' },
];

interface Timed {
  at: number;
  event: JourneyEvent;
}

/** One applicant's way through the steps: drop-offs, going back, errors, one or two decisions. */
function journeyEvents(next: () => number, startAt: number): Timed[] {
  const out: Timed[] = [];
  let at = startAt;
  const push = (event: JourneyEvent) => {
    out.push({ at, event });
    at += Math.floor(next() * 120_000) + (next() < 0.2 ? 0 : 1000);
  };
  for (const step of steps) {
    push({ kind: 'reached', step });
    if (next() < 0.3) push({ ...errors[Math.floor(next() * 2)]!, step });
    if (next() < 0.1) push({ kind: 'reached', step });
    if (next() < 0.25) return out;
    push({ kind: 'completed', step });
    if (next() < 0.05) push({ kind: 'completed', step });
  }
  const decide = (): JourneyEvent => {
    const roll = next();
    if (roll < 0.5)
      return {
        kind: 'outcome',
        step: 'checking',
        outcome: 'accepted',
        partner: next() < 0.5 ? 'acme' : 'zeta',
      };
    if (roll < 0.8) return { kind: 'outcome', step: 'checking', outcome: 'rejected' };
    return { kind: 'outcome', step: 'checking', outcome: 'redirected', partner: 'acme' };
  };
  push(decide());
  if (next() < 0.15) push(decide());
  return out;
}

/** A journey's events as the beacons send them: a few at a time, in any order, each at most an hour old. */
function reports(next: () => number, events: Timed[]): { arrival: Date; events: JourneyEvent[] }[] {
  const batches: Timed[][] = [];
  for (let i = 0; i < events.length;) {
    const size = 1 + Math.floor(next() * 4);
    batches.push(events.slice(i, i + size));
    i += size;
  }
  for (let i = batches.length - 1; i > 0; i -= 1) {
    if (next() < 0.3) {
      const j = Math.floor(next() * (i + 1));
      [batches[i], batches[j]] = [batches[j]!, batches[i]!];
    }
  }
  return batches.map((batch) => {
    const latest = Math.max(...batch.map((t) => t.at));
    const arrival = latest + Math.floor(next() * 60_000);
    return {
      arrival: new Date(arrival),
      events: batch.map(({ at, event }) => ({ ...event, msAgo: arrival - at })),
    };
  });
}

const brands = [productIds[0], productIds[1]] as const;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const next = random(46);
  const sends: { arrival: Date; report: JourneyReport }[] = [];
  for (let i = 0; i < 90; i += 1) {
    const brand = brands[i % 3 === 0 ? 1 : 0];
    // Started over the last ten days; a few in the last half hour, still under way.
    const startAt =
      i < 6
        ? now.getTime() - Math.floor(next() * 20 * 60_000) - 5 * 60_000
        : now.getTime() - Math.floor(next() * 10 * DAY);
    const journey = `journey-${String(i).padStart(14, '0')}`.slice(0, 22);
    const events = journeyEvents(next, startAt).filter((t) => t.at <= now.getTime());
    if (events.length === 0) continue;
    for (const r of reports(next, events))
      sends.push({ arrival: r.arrival, report: { brand, journey, events: r.events } });
  }
  // Journeys interleaved, as many applicants' beacons arrive.
  for (let i = sends.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [sends[i], sends[j]] = [sends[j]!, sends[i]!];
  }
  for (const { arrival, report } of sends) await storeJourney(db, report, arrival, counted);
}, 120_000);
afterAll(() => database.close());

describe('figures from the rollups equal figures from the raw events', () => {
  const periods = [1, 2, 7, 28, 90];

  it('the funnel steps: reached, completed, median time and order', async () => {
    for (const brand of brands)
      for (const days of periods) {
        const p = periodOfDays(brand, days, now);
        const raw = await rawFunnelSteps(db, p);
        const fromRollups = await funnelSteps(db, p);
        expect(fromRollups, `${brand} ${String(days)}`).toEqual(
          raw.map((row) => ({ ...row, exactMedian: undefined })),
        );
        // And the median's bucket is within 5 % of the exact one.
        for (const [i, row] of raw.entries()) {
          const shown = fromRollups[i]!.medianSeconds;
          if (row.exactMedian === null || shown === null) continue;
          expect(Math.abs(shown - row.exactMedian)).toBeLessThanOrEqual(
            0.05 * row.exactMedian + 1e-4,
          );
        }
      }
    expect((await funnelSteps(db, periodOfDays(brands[0], 90, now))).length).toBe(steps.length);
  });

  it('the outcomes, abandonment and the journeys still under way', async () => {
    for (const brand of brands)
      for (const days of periods) {
        const p = periodOfDays(brand, days, now);
        expect(await funnelOutcomes(db, p, now), `${brand} ${String(days)}`).toEqual(
          await rawFunnelOutcomes(db, p, now),
        );
      }
    const week = await funnelOutcomes(db, periodOfDays(brands[0], 7, now), now);
    expect(week.outcomes.map((o) => o.outcome)).toContain('abandoned');
  });

  it('the field errors', async () => {
    for (const brand of brands)
      for (const days of periods) {
        const p = periodOfDays(brand, days, now);
        expect(await fieldErrors(db, p), `${brand} ${String(days)}`).toEqual(
          await rawFieldErrors(db, p),
        );
      }
  });

  it('the applications per day', async () => {
    for (const brand of brands) {
      const p = periodOfDays(brand, 28, now);
      const rows = await applicationsPerDay(db, p);
      const raw = await rawApplicationsPerDay(db, p);
      for (const row of rows) {
        expect(row.started, row.day).toBe(raw.started.find((r) => r.day === row.day)?.n ?? 0);
        for (const [outcome, n] of Object.entries(row.ended))
          expect(n, `${row.day} ${outcome}`).toBe(
            raw.ended.find((r) => r.day === row.day && r.outcome === outcome)?.n ?? 0,
          );
      }
      expect(rows.reduce((sum, row) => sum + row.started, 0)).toBeGreaterThan(0);
    }
  });

  it('a rebuild from the raw events gives the rollups the reports built', async () => {
    const live = await rollupRows(db);
    const report = await rebuildJourneyRollups(db);
    expect(report.journeys).toBeGreaterThan(50);
    expect(await rollupRows(db)).toEqual(live);
  });

  it('a journey begun before the counted days adds its events but no longer counts', async () => {
    const before = await rollupRows(db);
    const old = await storeJourney(
      db,
      {
        brand: brands[0],
        journey: 'journey-00000000000001',
        events: [{ kind: 'reached', step: 'offer' }],
      },
      new Date(now.getTime() + 95 * DAY),
      counted,
    );
    expect(old).toBe(1);
    expect(await rollupRows(db)).toEqual(before);
  });
});
