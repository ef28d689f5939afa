// `node --import tsx e2e/support/age-journeys.ts <minutes>` with DATA_DIR: dates every stored
// journey event that many minutes earlier, as if the applicants had walked then (see
// ageJourneys in ./operator.ts), and rebuilds the rollups from them as `npm run rollups` does
// after events changed by hand. Runs on the server's database while no server holds it.
import { sql } from 'kysely';
import { openCommandDatabase, runCommand } from '../../apps/api/src/cli/command-database.ts';
import { rebuildJourneyRollups } from '../../apps/api/src/journey/journey-rollups.ts';

runCommand(async () => {
  const minutes = Number(process.argv[2]);
  if (!Number.isInteger(minutes) || minutes <= 0) throw new Error('usage: age-journeys <minutes>');
  const { db, close } = await openCommandDatabase();
  try {
    const result = await db
      .updateTable('journey_events')
      .set({ created_at: sql`created_at - make_interval(mins => ${minutes})` })
      .executeTakeFirst();
    await rebuildJourneyRollups(db);
    process.stdout.write(`aged ${String(result.numUpdatedRows)} events\n`);
  } finally {
    await close();
  }
});
