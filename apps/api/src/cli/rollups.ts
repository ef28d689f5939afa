// `npm run rollups`: rebuilds the operator figures' daily rollups (ADR 0058) from the raw journey
// events and field timings, after a restore, a bulk import or events changed by hand. The API
// keeps them up to date itself; this is for when rows arrived some other way. Each rebuild is
// one transaction, so the figures show the old rollups until the new ones are whole. Prints what
// it did as JSON.
import { sql } from 'kysely';
import { journeyRollups, rebuildJourneyRollups } from '../journey/journey-rollups.ts';
import { rebuildVitalsRollups } from '../vitals/vitals-rollups.ts';
import { openCommandDatabase, runCommand } from './command-database.ts';

async function timed<T>(work: () => Promise<T>): Promise<T & { seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { ...result, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

runCommand(async () => {
  const { db, close } = await openCommandDatabase();
  try {
    const journeys = await timed(() => rebuildJourneyRollups(db));
    process.stderr.write(`journey rollups rebuilt in ${String(journeys.seconds)} s\n`);
    const vitals = await timed(() => rebuildVitalsRollups(db));
    process.stderr.write(`vitals rollups rebuilt in ${String(vitals.seconds)} s\n`);
    // Rows just written are not yet all-visible, so the figures' index-only scans would read
    // the heap for each until autovacuum came by: at a lender's volume the first minutes after
    // a rebuild gave a 90-day p95 of 377 ms. Vacuum marks them now and refreshes the planner's
    // statistics of the new rows (the journeys' too: the funnel finds those under way there).
    const tables = [
      'journeys',
      ...Object.values(journeyRollups).map((r) => r.table),
      'web_vitals_daily',
    ];
    const vacuum = await timed(async () => {
      await sql`vacuum (analyze) ${sql.join(tables.map((t) => sql.table(t)))}`.execute(db);
      return {};
    });
    process.stderr.write(`rollups vacuumed in ${String(vacuum.seconds)} s\n`);
    process.stdout.write(`${JSON.stringify({ journeys, vitals })}\n`);
  } finally {
    await close();
  }
});
