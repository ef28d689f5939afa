import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { VerificationProvider } from '@finceptiv/contract/post-offer-steps';
import type { Executor } from '../leads/lead-repository.ts';

// A bank or card widget step completes only on the provider's result, signed server-side
// (ADR 'widget results signed by the provider'): HMAC-SHA256 over lead id, provider, session
// reference, outcome and time, with a key derived from APP_SECRET for this purpose alone.
// The browser only carries the token; it cannot make one, alter one, reuse one (the session is
// spent), or use one minted for another lead, provider or an old session.

export type WidgetOutcome = 'verified' | 'failed';

const sessionTtlMs = 30 * 60_000;
/** A result older than this is refused: the applicant reopens the widget. */
const resultMaxAgeMs = 10 * 60_000;
const clockSkewMs = 60_000;

export interface WidgetResult {
  leadId: string;
  provider: string;
  reference: string;
  outcome: WidgetOutcome;
  issuedAt: number;
}

function mac(secret: string, r: WidgetResult): Buffer {
  const key = createHmac('sha256', secret).update('verification-widget-result/v1').digest();
  const message = [r.leadId, r.provider, r.reference, r.outcome, String(r.issuedAt)].join('\n');
  return createHmac('sha256', key).update(message).digest();
}

/** `v1.<reference>.<outcome>.<issuedAt ms>.<mac>`: no lead id, so it can travel via the browser. */
export function signWidgetResult(secret: string, r: WidgetResult): string {
  const sig = mac(secret, r).toString('base64url');
  return ['v1', r.reference, r.outcome, String(r.issuedAt), sig].join('.');
}

export async function openVerificationSession(
  db: Executor,
  leadId: string,
  provider: VerificationProvider,
  now: Date,
): Promise<{ reference: string; expiresAt: Date }> {
  const reference = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + sessionTtlMs);
  await db
    .insertInto('verification_sessions')
    .values({ reference, lead_id: leadId, provider, expires_at: expiresAt })
    .execute();
  return { reference, expiresAt };
}

/** The live session a provider page was opened with (the stand-in signs for it). */
export function findLiveSession(db: Executor, reference: string, now: Date) {
  return db
    .selectFrom('verification_sessions')
    .select(['lead_id', 'provider'])
    .where('reference', '=', reference)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

function parse(
  token: string,
): (Omit<WidgetResult, 'leadId' | 'provider'> & { sig: Buffer }) | undefined {
  const [version, reference, outcome, issued, sig, extra] = token.split('.');
  if (
    version !== 'v1' ||
    extra !== undefined ||
    !reference ||
    !sig ||
    !/^\d{1,15}$/.test(issued ?? '')
  )
    return undefined;
  if (outcome !== 'verified' && outcome !== 'failed') return undefined;
  return { reference, outcome, issuedAt: Number(issued), sig: Buffer.from(sig, 'base64url') };
}

/**
 * Spends the session of a valid, fresh, 'verified' result for this lead and provider. False for
 * anything else, a replay included (the conditional update finds the session already used).
 */
export async function consumeWidgetResult(
  db: Executor,
  secret: string,
  expected: { leadId: string; provider: VerificationProvider; now: Date },
  token: string,
): Promise<boolean> {
  const parsed = parse(token);
  if (parsed === undefined || parsed.outcome !== 'verified') return false;
  const { leadId, provider, now } = expected;
  const want = mac(secret, { leadId, provider, ...parsed });
  if (want.length !== parsed.sig.length || !timingSafeEqual(want, parsed.sig)) return false;
  const age = now.getTime() - parsed.issuedAt;
  if (age > resultMaxAgeMs || age < -clockSkewMs) return false;
  const spent = await db
    .updateTable('verification_sessions')
    .set({ used_at: now })
    .where('reference', '=', parsed.reference)
    .where('lead_id', '=', leadId)
    .where('provider', '=', provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('reference')
    .executeTakeFirst();
  return spent !== undefined;
}
