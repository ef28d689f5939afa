import { notFound } from '../http/errors.ts';
import { revealDecision } from './lead-lifecycle.ts';
import { findLead, saveLead, type Executor, type Lead } from './lead-repository.ts';

/** Loads a lead (404 if unknown) with any decision whose delay has passed applied and saved. */
export async function loadLead(
  db: Executor,
  id: string,
  now: Date,
  forUpdate = false,
): Promise<Lead> {
  const stored = await findLead(db, id, forUpdate);
  if (stored === undefined) throw notFound('lead_not_found');
  const lead = revealDecision(stored, now);
  if (lead !== stored) await saveLead(db, lead);
  return lead;
}
