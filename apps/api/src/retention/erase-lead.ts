import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Trx = Transaction<Database>;

// Every table that holds a row per lead, each with an index on its lead_id. A new per-lead
// table belongs here, or erasure and retention leave the applicant's data behind
// (retention.test.ts scans every table for an erased id).
export const leadOwnedTables = [
  'documents',
  'sms_outbox',
  'verification_codes',
  'customer_passwords',
  'verification_sessions',
  'continue_links',
  'affiliate_events',
  'partner_answers',
  'partner_callbacks',
  // Since migration 0022 a record names the lead its request acted on (ADR 0059).
  'idempotency_keys',
] as const satisfies readonly (keyof Database)[];

export type ErasedCounts = Record<(typeof leadOwnedTables)[number] | 'leads', number>;

/**
 * Removes these applicants in the caller's transaction: every per-lead row, then the leads.
 * Each table is one delete through its lead_id index, whatever the number of leads; returns
 * what each table lost. Retention passes a batch of stale leads; erasure on request, one lead.
 */
export async function eraseLeads(trx: Trx, leadIds: readonly string[]): Promise<ErasedCounts> {
  const ids = leadIds.map((id) => id.toLowerCase());
  const counts = Object.fromEntries(
    [...leadOwnedTables, 'leads'].map((table) => [table, 0]),
  ) as ErasedCounts;
  if (ids.length === 0) return counts;
  for (const table of leadOwnedTables) {
    const result = await trx.deleteFrom(table).where('lead_id', 'in', ids).executeTakeFirst();
    counts[table] = Number(result.numDeletedRows);
  }
  const leads = await trx.deleteFrom('leads').where('id', 'in', ids).executeTakeFirst();
  counts.leads = Number(leads.numDeletedRows);
  return counts;
}

/** Removes one applicant everywhere (GDPR art. 17): `npm run erase`. */
export function eraseLead(trx: Trx, leadId: string): Promise<ErasedCounts> {
  return eraseLeads(trx, [leadId]);
}
