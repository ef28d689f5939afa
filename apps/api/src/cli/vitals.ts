// `npm run vitals [-- --days 28] [--steps] [--json]`: p75 of the field data (ADR 0029) per
// brand, metric and device class over the last days (28 by default); --steps splits each
// figure by step as well. Computed in the database; docs/operator.md says how to read it.
import { parseArgs } from 'node:util';
import { formatVitalsTable } from '../vitals/vitals-report.ts';
import { vitalsP75 } from '../vitals/vitals-store.ts';
import { openCommandDatabase, runCommand } from './command-database.ts';

const DAY = 24 * 60 * 60 * 1000;

runCommand(async () => {
  const { values } = parseArgs({
    options: {
      days: { type: 'string', default: '28' },
      steps: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 3650)
    throw new Error('usage: npm run vitals -- [--days 1..3650] [--steps] [--json]');
  const { db, close } = await openCommandDatabase();
  try {
    const rows = await vitalsP75(db, {
      since: new Date(Date.now() - days * DAY),
      byStep: values.steps,
    });
    process.stdout.write(
      values.json
        ? `${JSON.stringify({ days, rows })}\n`
        : `p75 of the last ${days} days\n${formatVitalsTable(rows)}`,
    );
  } finally {
    await close();
  }
});
