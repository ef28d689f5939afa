// Operator sessions (ADR 0041): a 256-bit secret in an HttpOnly `__Host-` cookie, its SHA-256 in
// the database (shared by every instance), an absolute expiry, and sign-out that deletes the row.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { operatorSessionCookieName } from '@finceptiv/contract/api/headers';
import type { OperatorSession } from '@finceptiv/contract/api/operator-routes';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { hashSecret, mintSecret } from '../http/secrets.ts';
import { normalEmail } from './operator-accounts.ts';

const cookieOptions = {
  path: '/',
  httpOnly: true,
  secure: true,
  // The operator area is never framed and never entered from another site's link with a need
  // for the session: Strict keeps every cross-site request from carrying it.
  sameSite: 'strict' as const,
};

export function unauthorized(): HttpError {
  return new HttpError(401, { error: 'unauthorized' });
}

export async function startOperatorSession(
  db: Kysely<Database>,
  reply: FastifyReply,
  email: string,
  now: Date,
  ttlMs: number,
): Promise<OperatorSession> {
  const { secret, hash } = mintSecret();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db
    .insertInto('operator_sessions')
    .values({ token_hash: hash, email: normalEmail(email), expires_at: expiresAt })
    .execute();
  void reply.setCookie(operatorSessionCookieName, secret, {
    ...cookieOptions,
    maxAge: Math.floor(ttlMs / 1000),
  });
  return { email: normalEmail(email), expiresAt: expiresAt.toISOString() };
}

/** The caller's live session, or undefined (no cookie, unknown, expired or removed operator). */
export async function currentOperatorSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  now: Date,
): Promise<OperatorSession | undefined> {
  const secret = request.cookies[operatorSessionCookieName];
  if (secret === undefined || secret.length > 128) return undefined;
  const row = await db
    .selectFrom('operator_sessions')
    .select(['email', 'expires_at'])
    .where('token_hash', '=', hashSecret(secret))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { email: row.email, expiresAt: row.expires_at.toISOString() } : undefined;
}

export async function endOperatorSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const secret = request.cookies[operatorSessionCookieName];
  if (secret !== undefined)
    await db.deleteFrom('operator_sessions').where('token_hash', '=', hashSecret(secret)).execute();
  void reply.clearCookie(operatorSessionCookieName, cookieOptions);
}
