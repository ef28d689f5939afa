import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Trx = Transaction<Database>;

// Every table that holds a row per lead. A new per-lead table belongs here, or erasure and
// retention leave the applicant's data behind (erase-lead.test.ts lists them all).
export const leadOwnedTables = [
  'documents',
  'sms_outbox',
  'verification_codes',
  'customer_passwords',
  'verification_sessions',
  'continue_links',
  'affiliate_events',
] as const satisfies readonly (keyof Database)[];

export type ErasedCounts = Record<
  (typeof leadOwnedTables)[number] | 'leads' | 'idempotency_keys',
  number
>;

/**
 * Removes one applicant: the lead, every per-lead row, and the idempotency records whose
 * stored response or scope names the lead. Returns what each table lost.
 */
export async function eraseLead(trx: Trx, leadId: string): Promise<ErasedCounts> {
  const id = leadId.toLowerCase();
  const counts: Partial<ErasedCounts> = {};
  for (const table of leadOwnedTables) {
    const result = await trx.deleteFrom(table).where('lead_id', '=', id).executeTakeFirst();
    counts[table] = Number(result.numDeletedRows);
  }
  // The key is a uuid, so a substring match cannot hit another lead's record.
  const pattern = `%${id}%`;
  const keys = await trx
    .deleteFrom('idempotency_keys')
    .where((eb) =>
      eb.or([eb('scope', 'like', pattern), eb(sql<string>`body::text`, 'like', pattern)]),
    )
    .executeTakeFirst();
  counts.idempotency_keys = Number(keys.numDeletedRows);
  const leads = await trx.deleteFrom('leads').where('id', '=', id).executeTakeFirst();
  counts.leads = Number(leads.numDeletedRows);
  return counts as ErasedCounts;
}
