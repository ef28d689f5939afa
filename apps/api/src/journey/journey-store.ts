import type { JourneyReport } from '@finceptiv/contract/api';
import { sql } from 'kysely';
import { DAY } from '../config/limits.ts';
import type { Db } from '../db/open-database.ts';
import { applyDifference } from './journey-rollups.ts';

// Journey events (ADR 0042) and their daily rollups (ADR 0058). A report is stored with what
// it changes in the rollups, in one short transaction that first locks its journey's row, so
// two reports of one journey (two tabs, two instances behind a balancer) are applied one after
// the other, each seeing the other's events; reports of different journeys run side by side.

const eventColumns = sql.raw(
  'brand, journey, kind, step, field, message, source, outcome, partner, created_at',
);

export interface StoreJourneyOptions {
  /**
   * A journey begun longer ago than this is no longer counted: its first events may be gone
   * to retention, so what it adds could not be worked out again. Its new events are stored.
   */
  countedForDays: number;
}

export async function storeJourney(
  db: Db,
  report: JourneyReport,
  now: Date,
  options: StoreJourneyOptions,
): Promise<number> {
  const rows = report.events.map((event) => ({
    brand: report.brand,
    journey: report.journey,
    kind: event.kind,
    step: event.step,
    field: event.kind === 'field-error' ? event.field : null,
    message: event.kind === 'field-error' ? event.message : null,
    source: event.kind === 'field-error' ? event.source : null,
    outcome: event.kind === 'outcome' ? event.outcome : null,
    partner: event.kind === 'outcome' ? (event.partner ?? null) : null,
    created_at: new Date(now.getTime() - (event.msAgo ?? 0)),
  }));
  const times = rows.map((row) => row.created_at.getTime());
  const first = new Date(Math.min(...times));
  const last = new Date(Math.max(...times));
  const decided = rows.some((row) => row.kind === 'outcome');
  await db.transaction().execute(async (trx) => {
    const started = await lockJourney(trx, report, { first, last, decided });
    if (started.getTime() >= now.getTime() - options.countedForDays * DAY) {
      const stored = sql`select ${eventColumns} from journey_events
        where brand = ${report.brand} and journey = ${report.journey}`;
      const incoming = sql`select ${eventColumns} from (values ${sql.join(
        rows.map(
          (row) =>
            sql`(${sql.join(
              [
                row.brand,
                row.journey,
                row.kind,
                row.step,
                row.field,
                row.message,
                row.source,
                row.outcome,
                row.partner,
              ].map((value) => sql`cast(${value} as text)`),
            )}, cast(${row.created_at.toISOString()} as timestamptz))`,
        ),
      )}) as incoming (${eventColumns})`;
      await applyDifference(trx, stored, sql`${stored} union all ${incoming}`);
      await sql`update journeys set started_at = least(started_at, ${first.toISOString()}),
          last_seen = greatest(last_seen, ${last.toISOString()}), decided = decided or ${decided}
        where brand = ${report.brand} and journey = ${report.journey}`.execute(trx);
    }
    await trx.insertInto('journey_events').values(rows).execute();
  });
  return rows.length;
}

/**
 * Takes the journey's row lock until the transaction ends, making the row for a new journey,
 * and returns when the journey started (before this report).
 */
async function lockJourney(
  db: Db,
  report: JourneyReport,
  span: { first: Date; last: Date; decided: boolean },
): Promise<Date> {
  const made = await db
    .insertInto('journeys')
    .values({
      brand: report.brand,
      journey: report.journey,
      started_at: span.first,
      last_seen: span.last,
      decided: span.decided,
    })
    .onConflict((oc) => oc.columns(['brand', 'journey']).doNothing())
    .returning('started_at')
    .executeTakeFirst();
  if (made) return new Date(made.started_at);
  const held = await db
    .selectFrom('journeys')
    .select('started_at')
    .where('brand', '=', report.brand)
    .where('journey', '=', report.journey)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return new Date(held.started_at);
}
