import { sql } from 'kysely';
import type { Executor } from '../leads/lead-repository.ts';
import type { Catalogue } from './catalogue.ts';

// A partner that keeps failing (timeouts, errors, unreadable answers) is not asked for a while:
// its applicants are not kept waiting on it, and it is not flooded while it recovers. The state
// is a row per partner in the database, so every instance skips it at once. After the cool-down
// the next lead asks it again (half-open): one more failure opens the breaker again at once,
// since the failures in a row are still at the threshold; a good answer closes it.

type Breaker = Catalogue['circuitBreaker'];

/** The partners among these whose breaker is open now, with the time it closes. */
export async function openBreakers(
  db: Executor,
  partnerIds: readonly string[],
  now: Date,
): Promise<Map<string, Date>> {
  if (partnerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('partner_circuits')
    .select(['partner_id', 'open_until'])
    .where('partner_id', 'in', partnerIds)
    .where('open_until', '>', now)
    .execute();
  return new Map(rows.map((row) => [row.partner_id, row.open_until as Date]));
}

/** Counts a failure in a row; the one that reaches the threshold opens the breaker. */
export async function recordFailure(
  db: Executor,
  partnerId: string,
  breaker: Breaker,
  now: Date,
): Promise<void> {
  const until = new Date(now.getTime() + breaker.coolDownMs);
  const opens = breaker.failures <= 1 ? until : null;
  await sql`
    insert into partner_circuits (partner_id, failures, open_until)
    values (${partnerId}, 1, cast(${opens} as timestamptz))
    on conflict (partner_id) do update set
      failures = partner_circuits.failures + 1,
      open_until = case when partner_circuits.failures + 1 >= ${breaker.failures}
        then cast(${until} as timestamptz) else partner_circuits.open_until end`.execute(db);
}

/** A good answer closes the breaker (a write only when it was not closed already). */
export async function recordSuccess(db: Executor, partnerId: string): Promise<void> {
  await db
    .updateTable('partner_circuits')
    .set({ failures: 0, open_until: null })
    .where('partner_id', '=', partnerId)
    .where((eb) => eb.or([eb('failures', '<>', 0), eb('open_until', 'is not', null)]))
    .execute();
}

/** Every partner's breaker that is open now (the operator's view). */
export async function allOpenBreakers(db: Executor, now: Date): Promise<Map<string, Date>> {
  const rows = await db
    .selectFrom('partner_circuits')
    .select(['partner_id', 'open_until'])
    .where('open_until', '>', now)
    .execute();
  return new Map(rows.map((row) => [row.partner_id, row.open_until as Date]));
}
