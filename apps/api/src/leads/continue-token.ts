import { ProgressState } from '@finceptiv/contract/progress-states';
import { hashSecret, mintSecret } from '../http/secrets.ts';
import { BASE_PATH } from '../http/web-static.ts';
import { isUuid, type Executor } from './lead-repository.ts';

// Continue links (ADR 0025, replacing the HMAC token of ADR 0008): a 256-bit random
// token bound to one lead and one link type, kept only as its SHA-256 with a deadline and the
// moment it was used. Single use, and no use once the application has ended.
const S = ProgressState;

/** ARCHITECTURE.md 3 asks for links that expire; the product keeps them to at most 72 hours. */
const continueLinkMaxTtlMs = 72 * 60 * 60 * 1000;

/** Thank-you, redirected, rejected: the application has ended and its links are revoked. */
export const endedStates: ReadonlySet<number> = new Set([S.ThankYou, S.Redirected, S.Rejected]);

const TOKEN_SHAPE = /^[\w-]{43}$/;

/** Stores a new link for the lead and returns its token (the only copy). */
export async function mintContinueToken(
  db: Executor,
  leadId: string,
  urlType: string,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const { secret: token, hash } = mintSecret();
  const ttl = Math.min(ttlMs, continueLinkMaxTtlMs);
  await db
    .insertInto('continue_links')
    .values({
      token_hash: hash,
      lead_id: leadId,
      url_type: urlType,
      expires_at: new Date(now.getTime() + ttl),
    })
    .execute();
  return token;
}

/**
 * Uses the token up: true if it was live (this lead, this link type, before its deadline, never
 * used). One conditional UPDATE, so two exchanges racing for one link cannot both win. The
 * lookup is by the hash of a random token, so its timing says nothing about the token.
 */
export async function consumeContinueToken(
  db: Executor,
  leadId: string,
  urlType: string,
  token: string,
  now: Date,
): Promise<boolean> {
  if (!isUuid(leadId) || !TOKEN_SHAPE.test(token)) return false;
  const used = await db
    .updateTable('continue_links')
    .set({ used_at: now })
    .where('token_hash', '=', hashSecret(token))
    .where('lead_id', '=', leadId.toLowerCase())
    .where('url_type', '=', urlType)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('token_hash')
    .executeTakeFirst();
  return used !== undefined;
}

/** Whether the token was ever a link of this lead and type (used, expired or not). */
export async function isLinkOf(
  db: Executor,
  leadId: string,
  urlType: string,
  token: string,
): Promise<boolean> {
  if (!isUuid(leadId) || !TOKEN_SHAPE.test(token)) return false;
  const row = await db
    .selectFrom('continue_links')
    .select('token_hash')
    .where('token_hash', '=', hashSecret(token))
    .where('lead_id', '=', leadId.toLowerCase())
    .where('url_type', '=', urlType)
    .executeTakeFirst();
  return row !== undefined;
}

/** The app address an email or SMS carries: the app's /continue/:id screen POSTs the token. */
export function continueAppPath(leadId: string, urlType: string, token: string): string {
  const query = new URLSearchParams({ urlType, token });
  return `${BASE_PATH}/continue/${encodeURIComponent(leadId)}?${query.toString()}`;
}
