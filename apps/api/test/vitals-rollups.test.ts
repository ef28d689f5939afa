// The operator's speed figure from daily rollups (ADR 0058). On PGlite here, on PostgreSQL in
// the PostgreSQL stage: the figures the rollup gives are those of the raw rows (the bucket of
// percentile_disc and the count exactly; within 5 % of percentile_disc's value, and of
// percentile_cont's give or take the two's own difference), a rebuild makes the table the
// reports made row for row, and two instances writing at once lose or double nothing.
import type { VitalsReport } from '@finceptiv/contract/api';
import { operatorVitalsSchema } from '@finceptiv/contract/api/operator-routes';
import { shownCount } from '@finceptiv/contract/operator-aggregates';
import { vitalsMetrics, type VitalsMetric } from '@finceptiv/contract/vitals';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../src/db/open-database.ts';
import { bucketOf, bucketValue } from '../src/figures/log-histogram.ts';
import { rebuildVitalsRollups, vitalsP75FromRollups } from '../src/vitals/vitals-rollups.ts';
import { runRetention } from '../src/retention/retention-job.ts';
import { storeVitals } from '../src/vitals/vitals-store.ts';
import { defaultRetentionPolicy } from './support/default-retention.ts';
import { signedInOperator } from './support/signed-in-operator.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { onPostgresStage } from './support/test-database.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = new Date('2030-06-15T10:30:00Z');
/** Twelve days of reports up to now: days before the 7-day period and after it begins. */
const spanHours = 12 * 24 + 10;

let t: TestApp;
let db: Db;

/** A seeded generator (mulberry32): the same reports on every run and in both stages. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(20_300_615);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Between `low` and `high`, bunched in the middle on a log scale, as field timings are. */
function timing(low: number, high: number): number {
  const share = (random() + random() + random()) / 3;
  const value = Math.exp(Math.log(low) + share * (Math.log(high) - Math.log(low)));
  return Math.round(value * 10) / 10;
}

const valueOf: Record<VitalsMetric, () => number> = {
  // Most pages shift nothing: many exact zeros, then scores down to below the histogram's floor.
  CLS: () => (random() < 0.4 ? 0 : Math.round(random() ** 3 * 1e5) / 1e5),
  LCP: () => timing(300, 12_000),
  INP: () => timing(8, 2000),
  TTFB: () => timing(20, 3000),
  NEXT_TO_PAINT: () => timing(16, 1500),
};

const brands = ['fiesta', 'ibancar'] as const;

function randomReport(): VitalsReport {
  const entries = Array.from({ length: 1 + Math.floor(random() * 8) }, () => {
    const metric = pick(vitalsMetrics);
    return { metric, value: valueOf[metric](), step: pick(['index', 'personal-details']) };
  });
  return { brand: pick(brands), device: pick(['mobile', 'desktop'] as const), entries };
}

/** Stores `reports` through storeVitals in batches of random size, each batch all at once. */
async function storeInBatches(reports: [VitalsReport, Date][]): Promise<void> {
  for (let i = 0; i < reports.length;) {
    const batch = reports.slice(i, (i += 1 + Math.floor(random() * 20)));
    await Promise.all(batch.map(([report, at]) => storeVitals(db, report, at)));
  }
}

interface RawFigure {
  brand: string;
  metric: string;
  device: string;
  count: number;
  cont: number;
  disc: number;
  discBucket: number;
}

/** The figures computed over the raw rows of [from, until), in SQL. */
async function rawFigures(from: Date, until: Date): Promise<RawFigure[]> {
  const { rows } = await sql<RawFigure>`
    select brand, metric, device, cast(count(*) as integer) as count,
      percentile_cont(0.75) within group (order by value) as cont,
      percentile_disc(0.75) within group (order by value) as disc,
      ${bucketOf(sql`percentile_disc(0.75) within group (order by value)`)} as "discBucket"
    from web_vitals where created_at >= ${from} and created_at < ${until}
    group by brand, metric, device order by brand, metric, device`.execute(db);
  return rows;
}

/** How far `value` is from `reference`, as a share of it. */
const off = (value: number, reference: number) => Math.abs(value - reference) / reference;

/** The first moment of the UTC day `days` days before now's. */
const dayStart = (daysBefore: number) => {
  const day = new Date(now.getTime() - daysBefore * DAY);
  day.setUTCHours(0, 0, 0, 0);
  return day;
};

const rawCount = async () =>
  Number(
    (
      await db
        .selectFrom('web_vitals')
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirst()
    )?.n,
  );

interface RollupRow {
  day: string;
  brand: string;
  metric: string;
  device: string;
  bucket: number;
  reports: number;
}

/** The rollup table, row for row, in key order. */
const rollupTable = async () =>
  (
    await sql<RollupRow>`
      select cast(day as text) as day, brand, metric, device, bucket, reports
      from web_vitals_daily order by day, brand, metric, device, bucket`.execute(db)
  ).rows;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => now } });
  db = t.database.db;
  const reports: [VitalsReport, Date][] = Array.from({ length: 2000 }, () => [
    randomReport(),
    new Date(now.getTime() - Math.floor(random() * spanHours) * HOUR),
  ]);
  // A brand with two reports in the week: its count is shown as "<5".
  for (const hoursAgo of [3, 30])
    reports.push([
      {
        brand: 'finipay',
        device: 'mobile',
        entries: [{ metric: 'LCP', value: 2100, step: 'index' }],
      },
      new Date(now.getTime() - hoursAgo * HOUR),
    ]);
  await storeInBatches(reports);
}, 120_000);
afterAll(() => t.close());

describe('the p75 of the daily rollups', () => {
  it.each([
    ['7 days ending today', 7, 0],
    ['every day stored', 13, 0],
    ['today so far', 1, 0],
    ['4 days ending 3 days ago', 4, 3],
  ])('is the raw rows’ figure at the bucket’s resolution: %s', async (_, days, endsDaysAgo) => {
    const lastDay = new Date(now.getTime() - endsDaysAgo * DAY);
    const fromRollups = await vitalsP75FromRollups(db, { days, lastDay });
    const raw = await rawFigures(dayStart(endsDaysAgo + days - 1), dayStart(endsDaysAgo - 1));
    const key = (row: { brand: string; metric: string; device: string }) =>
      `${row.brand} ${row.metric} ${row.device}`;
    expect(fromRollups.map(key)).toEqual(raw.map(key));
    expect(raw.length).toBeGreaterThanOrEqual(brands.length * 10);
    fromRollups.forEach((row, i) => {
      const reference = raw[i] as RawFigure;
      const label = `${key(row)}: ${String(row.p75)} against ${String(reference.cont)}`;
      expect(row.count, label).toBe(reference.count);
      expect(row.p75, label).toBe(bucketValue(reference.discBucket));
      // The bucket's resolution: within 5 % of the raw percentile_disc, 0 below the floor.
      if (reference.disc < 1e-4) expect(row.p75, label).toBe(0);
      else expect(off(row.p75, reference.disc), label).toBeLessThan(0.05);
      // And of percentile_cont: within 5 %, give or take how far percentile_disc is from it
      // (the raw figures' own difference: up to 2 % here among a hundred or two reports of a
      // group, a small fraction of that among the thousands a lender's week holds).
      if (reference.cont < 1e-4) expect(row.p75, label).toBe(0);
      else {
        const gap = off(reference.disc, reference.cont);
        expect(off(row.p75, reference.cont), label).toBeLessThan(0.05 * (1 + gap) + gap);
      }
    });
  });

  it('is what the operator route answers, counts under five shown as "<5"', async () => {
    const operator = await signedInOperator(t);
    const answer = await operator.inject({ method: 'GET', url: '/api/operator/vitals?days=7' });
    expect(answer.statusCode, answer.body).toBe(200);
    const body: unknown = answer.json();
    expect(operatorVitalsSchema.safeParse(body).error).toBeUndefined();
    const raw = await rawFigures(dayStart(6), dayStart(-1));
    expect(body).toEqual({
      days: 7,
      rows: raw.map(({ brand, metric, device, count, discBucket }) => ({
        brand,
        metric,
        device,
        p75: bucketValue(discBucket),
        reports: shownCount(count),
      })),
    });
    expect(JSON.stringify(body)).toContain('"brand":"finipay","metric":"LCP","device":"mobile"');
    expect(JSON.stringify(body)).toContain('"reports":"<5"');
  });

  it('a rebuild from the raw rows makes the same table as the reports did', async () => {
    const incremental = await rollupTable();
    expect(incremental.length).toBeGreaterThan(500);
    const report = await rebuildVitalsRollups(db);
    expect(report).toEqual({
      rows: incremental.length,
      days: new Set(incremental.map((row) => row.day)).size,
    });
    expect(await rollupTable()).toEqual(incremental);
  });

  it('stores a report and its counts together or not at all', async () => {
    const before = await rollupTable();
    const rawBefore = await rawCount();
    // NaN has no bucket (the cast to integer fails): the rows stored before it go back too.
    const bad: VitalsReport = {
      brand: 'fiesta',
      device: 'mobile',
      entries: [
        { metric: 'LCP', value: 1000, step: 'index' },
        { metric: 'LCP', value: Number.NaN, step: 'index' },
      ],
    };
    await expect(storeVitals(db, bad, now)).rejects.toThrow();
    expect(await rollupTable()).toEqual(before);
    expect(await rawCount()).toBe(rawBefore);
  });
});

describe.skipIf(!onPostgresStage)('two instances on one PostgreSQL', () => {
  it('lose and double no count, and a rebuild meanwhile changes nothing', async () => {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name ?? ''}`;
    const other = openDatabase({ databaseUrl: url.toString() });
    const day = new Date('2030-07-01T08:00:00Z');
    try {
      // Every report on the same few keys, its entries in its own order: without the upsert's
      // key order two of them would lock shared rows in opposite orders.
      const reports = Array.from({ length: 400 }, (): VitalsReport => {
        const entries = vitalsMetrics
          .flatMap((metric) => [100, 250, 900].map((value) => ({ metric, value, step: 'index' })))
          .map((entry) => ({ entry, order: random() }))
          .sort((a, b) => a.order - b.order)
          .map(({ entry }) => entry);
        return { brand: 'ratapro', device: 'mobile', entries };
      });
      // Each pool serves its callers in turn: the rebuild comes halfway through the reports.
      const writes = reports.map(
        (report, i) => (): Promise<unknown> => storeVitals(i % 2 === 0 ? db : other, report, day),
      );
      writes.splice(200, 0, () => rebuildVitalsRollups(other));
      await Promise.all(writes.map((write) => write()));
      const { rows: sums } = await sql<{ raw: string; rolled: string }>`
        select (select count(*) from web_vitals where brand = 'ratapro') as raw,
          (select sum(reports) from web_vitals_daily where brand = 'ratapro') as rolled`.execute(
        db,
      );
      expect(Number(sums[0]?.raw)).toBe(400 * 15);
      expect(Number(sums[0]?.rolled)).toBe(400 * 15);
      const fromRaw = await sql`
        select cast(cast(created_at at time zone 'UTC' as date) as text) as day, brand, metric,
          device, ${bucketOf(sql.ref('value'))} as bucket, cast(count(*) as integer) as reports
        from web_vitals group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`.execute(db);
      expect(await rollupTable()).toEqual(fromRaw.rows);
    } finally {
      await other.destroy();
    }
  });
});

describe('the migration that made the rollup', () => {
  it('fills it from the rows stored before it, as a rebuild does', async () => {
    const before = await rollupTable();
    await sql`drop table web_vitals_daily`.execute(db);
    await sql`delete from kysely_migration where name = '0021-vitals-rollups'`.execute(db);
    expect(await migrateToLatest(db)).toEqual(['0021-vitals-rollups']);
    expect(await rollupTable()).toEqual(before);
  });
});

describe('retention of the rollups', () => {
  it('deletes, a batch at a time, the days wholly before the raw rows kept', async () => {
    const policy = { ...defaultRetentionPolicy, vitalsDays: 5 };
    const cutoffDay = new Date(now.getTime() - 5 * DAY).toISOString().slice(0, 10);
    const before = await rollupTable();
    const doomed = before.filter((row) => row.day < cutoffDay).length;
    expect(doomed).toBeGreaterThan(100);
    const report = await runRetention(db, policy, now, { batchSize: 100 });
    expect(report.vitalsRollups).toBe(doomed);
    expect(await rollupTable()).toEqual(before.filter((row) => row.day >= cutoffDay));
  });
});
