import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../http/errors.ts';
import { presentedLeadAccess } from '../http/lead-access-cookie.ts';
import { hashSecret, mintSecret, type MintedSecret } from '../http/secrets.ts';
import { concludeDecision, isPastDeadline } from '../partners/conclude-decision.ts';
import { revealDecision } from './lead-lifecycle.ts';
import { findLead, saveLead, type Executor, type Lead } from './lead-repository.ts';

// Lead access bound to the browser (ADR 0025): creating a lead, or exchanging a
// continue link, mints a 256-bit secret that travels only in the HttpOnly access cookie; the
// database keeps its SHA-256 (http/secrets.ts: a random secret needs no slow hash). Every call
// that names a lead goes through loadLead or assertLeadAccess, which answer a wrong or missing
// cookie exactly as an unknown id: 404 lead_not_found.

/**
 * The secret for a new lead-access cookie and its hash for the lead's row: the lead's name for
 * http/secrets.ts's mintSecret, which creating a lead and exchanging a continue link call.
 */
export function mintLeadAccess(): MintedSecret {
  return mintSecret();
}

/** Constant time in the secret: the hashes always have the same length. */
export function accessMatches(storedHash: string | null | undefined, presented?: string): boolean {
  if (typeof storedHash !== 'string' || presented === undefined || presented.length > 128)
    return false;
  const expected = Buffer.from(storedHash);
  const given = Buffer.from(hashSecret(presented));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A lead of the caller's browser, or 404. `leadId` is whatever the client sent. */
async function findOwnLead(
  db: Executor,
  request: FastifyRequest,
  leadId: string,
  forUpdate: boolean,
): Promise<Lead> {
  const stored = await findLead(db, leadId, forUpdate);
  if (stored === undefined || !accessMatches(stored.accessHash, presentedLeadAccess(request)))
    throw notFound('lead_not_found');
  return stored;
}

/**
 * Applies a decision whose delay has passed, and saves it. A lead still awaiting partners past
 * its deadline is decided first, on the answers in (partners/conclude-decision.ts).
 */
export async function withDecisionRevealed(db: Executor, found: Lead, now: Date): Promise<Lead> {
  const stored =
    isPastDeadline(found.state, now) && (await concludeDecision(db, found.id, now))
      ? ((await findLead(db, found.id)) ?? found)
      : found;
  const lead = revealDecision(stored, now);
  if (lead !== stored) await saveLead(db, lead);
  return lead;
}

/** Loads the caller's lead (404 if unknown or not theirs) with any due decision applied. */
export async function loadLead(
  db: Executor,
  request: FastifyRequest,
  id: string,
  now: Date,
  forUpdate = false,
): Promise<Lead> {
  return withDecisionRevealed(db, await findOwnLead(db, request, id, forUpdate), now);
}

/** For calls that name a lead without loading it (an affiliate event): 404 unless it is theirs. */
export async function assertLeadAccess(
  db: Executor,
  request: FastifyRequest,
  id: string,
): Promise<void> {
  await findOwnLead(db, request, id, false);
}
