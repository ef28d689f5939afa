import { sql } from 'kysely';
import type { Db } from '../db/open-database.ts';

// What the operator view (issue 25) reads of the affiliate events: how many leads of each brand
// reached each event, per affiliate (the reference's attribute) and outcome, over a period.
// Counts only: the lead, session, sub and transaction ids stay in the rows.

export interface AffiliateEventCount {
  product: string;
  /** The reference's attribute (the affiliate's name), or null when the event carried none. */
  affiliate: string | null;
  event: string;
  /** outcome_reached's decision; null for the other events. */
  outcome: string | null;
  count: number;
}

export interface AffiliateEventQuery {
  /** Events stored from this time on (inclusive). */
  since: Date;
  /** Before this time (exclusive); now by default. */
  until?: Date;
}

export async function affiliateEventCounts(
  db: Db,
  query: AffiliateEventQuery,
): Promise<AffiliateEventCount[]> {
  const affiliate = sql<string | null>`event->>'attribute'`;
  const outcome = sql<string | null>`event->>'outcome'`;
  let q = db
    .selectFrom('affiliate_events')
    .select([
      'product',
      affiliate.as('affiliate'),
      'name as event',
      outcome.as('outcome'),
      sql<number | string>`cast(count(*) as integer)`.as('count'),
    ])
    .where('created_at', '>=', query.since)
    .where('name', 'is not', null)
    .groupBy(['product', affiliate, 'name', outcome])
    .orderBy('product')
    .orderBy('affiliate')
    .orderBy('event')
    .orderBy('outcome');
  if (query.until) q = q.where('created_at', '<', query.until);
  const rows = await q.execute();
  return rows.map((row) => ({ ...row, event: row.event ?? '', count: Number(row.count) }));
}
