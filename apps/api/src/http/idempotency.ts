import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { idempotencyKeyHeaderName } from '@finceptiv/contract/api/headers';
import type { Db } from '../db/open-database.ts';
import { jsonb } from '../db/json.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Outcome {
  status: number;
  body: unknown;
  /** Side effects outside the database (an SMS), run once the transaction has committed. */
  afterCommit?: () => Promise<void>;
  /**
   * The lead the work created or acted on. Stored with the Idempotency-Key record, so erasing
   * the lead finds its records by an index (ADR 0059); every work that loads or makes a lead
   * names it, whether its answer names the lead or not (a text message's send does not).
   */
  leadId?: string;
}

export interface IdempotentOptions {
  /**
   * Runs after commit, just before the answer goes out, for a fresh answer and a replayed one
   * alike (a create sets the lead's access cookie here: never on an error, and again on a replay).
   */
  beforeAnswer?: (outcome: Outcome, replayed: boolean) => Promise<void>;
}

/**
 * Runs `work` in one transaction with its Idempotency-Key record, so a retry with the same
 * key gets the first response and changes nothing. Without the header the work just runs.
 * A key reused for a different request is a 422; one whose first request is still running, 409.
 */
export async function idempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (trx: Transaction<Database>) => Promise<Outcome>,
  options: IdempotentOptions = {},
): Promise<FastifyReply> {
  const header = request.headers[idempotencyKeyHeaderName];
  if (header === undefined) {
    const outcome = await db.transaction().execute(work);
    await outcome.afterCommit?.();
    await options.beforeAnswer?.(outcome, false);
    return reply.code(outcome.status).send(outcome.body);
  }
  if (typeof header !== 'string' || !UUID.test(header)) {
    throw new HttpError(400, { error: 'idempotency_key' });
  }
  const key = header.toLowerCase();
  // Per browser session and concrete URL: a key never replays another client's or lead's answer.
  const scope = `${request.sid} ${request.method} ${request.url}`;
  // Over the validated body, not the raw one: what the work will act on, bounded in size and
  // shape by the schema, so neither a hostile body nor an ignored extra key changes it.
  const fingerprint = createHash('sha256')
    .update(JSON.stringify(request.validatedBody ?? null))
    .digest('base64url');

  const outcome = await db
    .transaction()
    .execute(async (trx): Promise<{ replay?: Outcome; fresh: Outcome }> => {
      const claimed = await trx
        .insertInto('idempotency_keys')
        .values({ key, scope, fingerprint, status: null, body: null })
        .onConflict((oc) => oc.doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) {
        const replay = await previous(trx, key, scope, fingerprint);
        return { replay, fresh: replay };
      }
      const result = await work(trx);
      await trx
        .updateTable('idempotency_keys')
        .set({ status: result.status, body: jsonb(result.body), lead_id: result.leadId ?? null })
        .where('key', '=', key)
        .where('scope', '=', scope)
        .execute();
      return { fresh: result };
    });
  if (outcome.replay) {
    await options.beforeAnswer?.(outcome.replay, true);
    return reply
      .code(outcome.replay.status)
      .header('idempotent-replayed', 'true')
      .send(outcome.replay.body);
  }
  await outcome.fresh.afterCommit?.();
  await options.beforeAnswer?.(outcome.fresh, false);
  return reply.code(outcome.fresh.status).send(outcome.fresh.body);
}

async function previous(
  trx: Transaction<Database>,
  key: string,
  scope: string,
  fingerprint: string,
): Promise<Outcome> {
  const row = await trx
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('key', '=', key)
    .where('scope', '=', scope)
    .executeTakeFirstOrThrow();
  if (row.fingerprint !== fingerprint)
    throw new HttpError(422, { error: 'idempotency_key_reused' });
  if (row.status === null) throw new HttpError(409, { error: 'idempotency_in_progress' });
  return { status: row.status, body: row.body };
}
