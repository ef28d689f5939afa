import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { RateLimitedError } from '../http/errors.ts';
import { countUse, counterKey, peekCount, secondsUntilReset } from './counters.ts';

/** One budget to charge: at most `max` uses per `windowMs` for this subject. */
export interface Charge {
  budget: string;
  subject: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one use against every budget, refusing with 429 past any of them. Run it inside the
 * transaction of the work it guards: a refusal (or any later failure) rolls the counts back,
 * so only work that happened is counted, and a refused call costs no budget.
 * Returns the uses left in the tightest budget.
 */
export async function chargeBudgets(
  trx: Kysely<Database>,
  secret: string,
  now: Date,
  charges: readonly Charge[],
): Promise<number> {
  return tightest(charges, async (charge) => {
    const key = counterKey(secret, charge.budget, charge.subject);
    const count = await countUse(trx, key, charge.windowMs, now);
    if (count.count > charge.max)
      throw new RateLimitedError(charge.budget, secondsUntilReset(count, now));
    return charge.max - count.count;
  });
}

/** The uses left in the tightest budget, without using any. */
export async function budgetsLeft(
  db: Kysely<Database>,
  secret: string,
  now: Date,
  charges: readonly Charge[],
): Promise<number> {
  return tightest(charges, async (charge) => {
    const used = await peekCount(db, counterKey(secret, charge.budget, charge.subject), now);
    return Math.max(0, charge.max - used);
  });
}

/** The fewest uses left over the budgets, read in turn: a transaction runs one query at a time. */
async function tightest(
  charges: readonly Charge[],
  usesLeft: (charge: Charge) => Promise<number>,
): Promise<number> {
  let left = Number.POSITIVE_INFINITY;
  for (const charge of charges) left = Math.min(left, await usesLeft(charge));
  return left;
}
