import { randomUUID } from 'node:crypto';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetentionPolicy } from '../src/config/retention-env.ts';
import { eraseLead } from '../src/retention/erase-lead.ts';
import { runRetention } from '../src/retention/retention-job.ts';
import { submitLegacyLead } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { limits: { leadCreatePerClientPerMinute: 1000 } } });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const policy: RetentionPolicy = {
  unfinishedLeadDays: 30,
  documentDays: 60,
  smsDays: 7,
  idempotencyDays: 1,
  vitalsDays: 90,
};
const inDays = (days: number) => new Date(Date.now() + days * DAY);

/** A promise opened from outside (Promise.withResolvers is newer than Node 20). */
function gate(): { promise: Promise<unknown>; open: () => void } {
  let open: (value?: unknown) => void = () => undefined;
  const promise = new Promise((resolve) => {
    open = resolve;
  });
  return {
    promise,
    open: () => {
      open();
    },
  };
}

/** Rows anywhere in the database (every table of the public schema) that mention `id`. */
async function mentions(id: string): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%'`.execute(t.database.db);
  const found: string[] = [];
  for (const { table_name: table } of rows) {
    const hit = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)} as t where t::text like ${`%${id}%`}`.execute(
      t.database.db,
    );
    if ((hit.rows[0]?.n ?? 0) > 0) found.push(table);
  }
  return found.sort();
}

/** A lead with a row in every per-lead table and an idempotency record. */
async function fullLead(birthDay: number): Promise<string> {
  const { id } = await submitLegacyLead(t.client, birthDay);
  await t.client.inject({
    method: 'POST',
    url: `/api/lead/continue/${id}`,
    payload: {},
    headers: { 'idempotency-key': randomUUID() },
  });
  const affiliate = await t.client.inject({
    method: 'POST',
    url: '/api/affiliate/event',
    payload: { product: 'ibancar', event: 'lead_created', leadId: id, subId: 'sub-1' },
  });
  expect(affiliate.statusCode).toBe(204);
  await t.database.db
    .insertInto('documents')
    .values({
      id: randomUUID(),
      lead_id: id,
      kind: 'front',
      filename: 'id.jpg',
      mime: 'image/jpeg',
      size: 1,
      content: new Uint8Array([1]),
    })
    .execute();
  await t.database.db
    .insertInto('sms_outbox')
    .values({ lead_id: id, phone: '+34 612 345 678', message: 'x' })
    .execute();
  await t.database.db
    .insertInto('verification_codes')
    .values({
      lead_id: id,
      phone: '+34',
      code_hash: 'h',
      expires_at: new Date(),
      attempts: 0,
      sends: 1,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await t.database.db
    .insertInto('customer_passwords')
    .values({ lead_id: id, hash: 'h', updated_at: new Date() })
    .execute();
  await t.database.db
    .insertInto('verification_sessions')
    .values({
      reference: randomUUID(),
      lead_id: id,
      provider: 'tink',
      expires_at: new Date(Date.now() + 30 * 60_000),
    })
    .execute();
  await t.database.db
    .insertInto('continue_links')
    .values({
      token_hash: randomUUID(),
      lead_id: id,
      url_type: 'email',
      expires_at: new Date(Date.now() + 72 * 3600_000),
    })
    .execute();
  return id;
}

describe('erasure of one applicant', () => {
  it('leaves no row anywhere that names the lead, and keeps the others', async () => {
    const erased = await fullLead(1);
    const kept = await fullLead(2);
    expect((await mentions(erased)).length).toBeGreaterThanOrEqual(5);
    const counts = await t.database.db.transaction().execute((trx) => eraseLead(trx, erased));
    expect(counts).toMatchObject({
      leads: 1,
      documents: 1,
      sms_outbox: 1,
      customer_passwords: 1,
      verification_sessions: 1,
      continue_links: 1,
      affiliate_events: 1,
    });
    expect(counts.idempotency_keys).toBeGreaterThan(0);
    expect(await mentions(erased)).toEqual([]);
    expect(await mentions(kept)).toContain('leads');
    const status = await t.client.inject({ method: 'GET', url: `/api/lead/status/${erased}` });
    expect(status.statusCode).toBe(404);
  });
});

describe('retention', () => {
  it('removes what is past its period and nothing else', async () => {
    const unfinished = await fullLead(3);
    const finished = await fullLead(4);
    await t.database.db
      .updateTable('leads')
      .set({ progress_state: ProgressState.ThankYou })
      .where('id', '=', finished)
      .execute();
    const today = await runRetention(t.database.db, policy, new Date());
    expect(today).toMatchObject({ ran: true, unfinishedLeads: 0, documents: 0, smsOutbox: 0 });

    const weekLater = await runRetention(t.database.db, policy, inDays(8));
    expect(weekLater).toMatchObject({ unfinishedLeads: 0, documents: 0 });
    expect(weekLater.smsOutbox).toBeGreaterThanOrEqual(2);
    expect(weekLater.idempotencyKeys).toBeGreaterThan(0);
    expect(weekLater.verificationSessions).toBeGreaterThanOrEqual(2);
    expect(weekLater.continueLinks).toBeGreaterThanOrEqual(2);

    const monthLater = await runRetention(t.database.db, policy, inDays(31));
    expect(monthLater.unfinishedLeads).toBeGreaterThanOrEqual(1);
    expect(await mentions(unfinished)).toEqual([]);
    // A finished application keeps its record, the customer's password and its affiliate
    // events (what the affiliate network is paid on); erasure removes those too (above).
    const kept = ['affiliate_events', 'customer_passwords', 'leads'];
    expect(await mentions(finished)).toEqual([...kept, 'documents'].sort());

    await runRetention(t.database.db, policy, inDays(61));
    expect(await mentions(finished)).toEqual(kept);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'skips a run while another instance holds the lock',
    async () => {
      const held = gate();
      const taken = gate();
      const other = t.database.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${0x7265_7431})`.execute(trx);
        taken.open();
        await held.promise;
      });
      await taken.promise;
      expect(await runRetention(t.database.db, policy, inDays(100))).toMatchObject({ ran: false });
      held.open();
      await other;
    },
  );
});
