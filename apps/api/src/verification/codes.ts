import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Trx = Transaction<Database>;

export interface CodePolicy {
  secret: string;
  ttlMs: number;
  maxAttempts: number;
}

// Only an HMAC of the code is stored, so a database read does not reveal live codes.
function hashCode(secret: string, leadId: string, code: string): string {
  return createHmac('sha256', secret).update(`${leadId}:${code}`).digest('base64url');
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The lead's code row, locked for the rest of the transaction: concurrent sends and checks of one
 * lead count their sends and attempts one after another.
 */
function lockedCodeRow(trx: Trx, leadId: string) {
  return trx
    .selectFrom('verification_codes')
    .selectAll()
    .where('lead_id', '=', leadId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Issues a code for the lead's phone. `force` = the applicant asked for a resend; without it
 * a live code for the same phone is kept (a screen opened twice must not burn resends).
 * Returns the code to send, or undefined when the live one stands. How many texts may go out
 * is the SMS budget's call (verification/sms-budget.ts), not this row's.
 */
export async function issueCode(
  trx: Trx,
  policy: CodePolicy,
  leadId: string,
  phone: string,
  now: Date,
  force: boolean,
): Promise<{ code: string | undefined; expiresAt: Date }> {
  const row = await lockedCodeRow(trx, leadId);
  const live =
    row !== undefined && row.phone === phone && row.verified_at === null && row.expires_at > now;
  if (row !== undefined && live && !force) {
    return { code: undefined, expiresAt: row.expires_at };
  }
  const sends = row?.sends ?? 0;
  const code = newCode();
  const expiresAt = new Date(now.getTime() + policy.ttlMs);
  const values = {
    phone,
    code_hash: hashCode(policy.secret, leadId, code),
    expires_at: expiresAt,
    attempts: 0,
    sends: sends + 1,
    verified_at: null,
  };
  if (row === undefined)
    await trx
      .insertInto('verification_codes')
      .values({ lead_id: leadId, ...values })
      .execute();
  else
    await trx.updateTable('verification_codes').set(values).where('lead_id', '=', leadId).execute();
  return { code, expiresAt };
}

export type CheckResult = 'ok' | 'wrong' | 'expired' | 'locked' | 'none';

/** Checks a code; every wrong try counts, and after maxAttempts the code is dead. */
export async function checkCode(
  trx: Trx,
  policy: CodePolicy,
  leadId: string,
  code: string,
  now: Date,
): Promise<CheckResult> {
  const row = await lockedCodeRow(trx, leadId);
  if (row === undefined || row.verified_at !== null) return 'none';
  if (row.attempts >= policy.maxAttempts) return 'locked';
  if (row.expires_at <= now) return 'expired';
  const expected = Buffer.from(row.code_hash);
  const given = Buffer.from(hashCode(policy.secret, leadId, code));
  const ok = expected.length === given.length && timingSafeEqual(expected, given);
  await trx
    .updateTable('verification_codes')
    .set(ok ? { verified_at: now } : { attempts: row.attempts + 1 })
    .where('lead_id', '=', leadId)
    .execute();
  return ok ? 'ok' : 'wrong';
}
