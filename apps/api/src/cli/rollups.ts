// `npm run rollups`: rebuilds the operator figures' daily rollups (ADR 0058) from the raw journey
// events and field timings, after a restore, a bulk import or events changed by hand. The API
// keeps them up to date itself; this is for when rows arrived some other way. Each rebuild is
// one transaction, so the figures show the old rollups until the new ones are whole. Prints what
// it did as JSON.
import { rebuildJourneyRollups } from '../journey/journey-rollups.ts';
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
    process.stdout.write(`${JSON.stringify({ journeys, vitals })}\n`);
  } finally {
    await close();
  }
});
