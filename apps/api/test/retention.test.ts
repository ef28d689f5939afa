import { randomUUID } from 'node:crypto';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RetentionPolicy } from '../src/config/retention-env.ts';
import { migration as retentionReferences } from '../src/db/migrations/0022-retention-references.ts';
import { eraseLead } from '../src/retention/erase-lead.ts';
import { runRetention } from '../src/retention/retention-job.ts';
import { scheduleRetention } from '../src/retention/schedule.ts';
import { fiestaLoan, submitLegacyLead } from './support/lead-walk.ts';
import { leadsLeft, rowsOf, seedLeads } from './support/stale-leads.ts';
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
    expect(today).toMatchObject({ complete: true, unfinishedLeads: 0, documents: 0, smsOutbox: 0 });

    const weekLater = await runRetention(t.database.db, policy, inDays(8));
    expect(weekLater).toMatchObject({ unfinishedLeads: 0, documents: 0 });
    expect(weekLater.smsOutbox).toBeGreaterThanOrEqual(2);
    expect(weekLater.idempotencyKeys).toBeGreaterThan(0);
    expect(weekLater.verificationSessions).toBeGreaterThanOrEqual(2);
    expect(weekLater.continueLinks).toBeGreaterThanOrEqual(2);

    const monthLater = await runRetention(t.database.db, policy, inDays(31));
    expect(monthLater.unfinishedLeads).toBeGreaterThanOrEqual(1);
    expect(await mentions(unfinished)).toEqual([]);
    // A finished application keeps its record, the customer's password, its affiliate events
    // (what the affiliate network is paid on) and its partners' answers (what each offered);
    // erasure removes those too (above).
    const kept = ['affiliate_events', 'customer_passwords', 'leads', 'partner_answers'];
    expect(await mentions(finished)).toEqual([...kept, 'documents'].sort());

    await runRetention(t.database.db, policy, inDays(61));
    expect(await mentions(finished)).toEqual(kept);
  });

  it('records the lead with the idempotency record of its create', async () => {
    const created = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: fiestaLoan,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    // The create's URL does not name the lead: the record holds it beside the answer.
    const records = await t.database.db
      .selectFrom('idempotency_keys')
      .select(['scope', 'lead_id'])
      .where('lead_id', '=', id)
      .execute();
    expect(records.map((r) => r.scope.endsWith(' POST /api/v2/lead'))).toEqual([true]);
  });

  it('resumes a stopped pass: the next one erases the rest, nothing twice', async () => {
    const db = t.database.db;
    const seeded = await seedLeads(db, { stale: 30, finished: 5 }, inDays(-40));
    const first = await runRetention(db, policy, new Date(), { batchSize: 4, maxBatches: 3 });
    expect(first).toMatchObject({ complete: false, unfinishedLeads: 12 });
    expect(await leadsLeft(db, seeded.stale)).toBe(18);
    // Each erased lead's records went with it, in the batch that erased it.
    expect(await rowsOf(db, 'customer_passwords', seeded.stale)).toBe(18);

    // Stopped from outside (a signal) after two more batches of the next pass.
    const stop = new AbortController();
    const second = await runRetention(db, policy, new Date(), {
      batchSize: 4,
      signal: stop.signal,
      onProgress: ({ batches }) => {
        if (batches === 2) stop.abort();
      },
    });
    expect(second).toMatchObject({ complete: false, unfinishedLeads: 8 });

    const third = await runRetention(db, policy, new Date(), { batchSize: 4 });
    expect(third.complete).toBe(true);
    const passes = [first, second, third];
    const total = (kind: keyof typeof first) => passes.reduce((sum, p) => sum + Number(p[kind]), 0);
    expect(total('unfinishedLeads')).toBe(30);
    expect(total('customerPasswords')).toBe(30);
    // Records of a finished lead go by age (a day, a week), not with the lead: 35 of each.
    expect(total('idempotencyKeys')).toBe(35);
    expect(total('smsOutbox')).toBe(35);
    expect(await leadsLeft(db, seeded.stale)).toBe(0);
    for (const table of ['idempotency_keys', 'sms_outbox', 'continue_links'] as const)
      expect(await rowsOf(db, table, [...seeded.stale, ...seeded.finished])).toBe(0);
    expect(await leadsLeft(db, seeded.finished)).toBe(5);
    expect(await rowsOf(db, 'customer_passwords', seeded.finished)).toBe(5);
  });

  it('sweeps expired rate-limit counters with the pass', async () => {
    const db = t.database.db;
    const expired = inDays(-1);
    await sql`insert into rate_limits (key, count, reset_at)
      select 'retention-test:' || g, 1, ${expired} from generate_series(1, 25) g`.execute(db);
    const report = await runRetention(db, policy, new Date(), { batchSize: 10 });
    expect(report.rateLimits).toBeGreaterThanOrEqual(25);
    const left = await db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'retention-test:%')
      .execute();
    expect(left).toEqual([]);
  });
});

describe('the server timer', () => {
  it('runs a pass after start, and stop ends it after the batch in progress', async () => {
    const db = t.database.db;
    await seedLeads(db, { stale: 20, finished: 0 }, inDays(-50));
    const info = vi.fn();
    const log = { info, error: vi.fn() } as unknown as FastifyBaseLogger;
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    let stop: () => Promise<void>;
    try {
      stop = scheduleRetention(db, policy, 60, log);
      vi.advanceTimersByTime(30_000);
    } finally {
      vi.useRealTimers();
    }
    // The pass started at the timer; stopping now lets its first batch finish and no more.
    await stop();
    expect(info).toHaveBeenCalledTimes(1);
    const [fields] = info.mock.calls[0] as [Record<string, unknown>];
    expect(fields).toMatchObject({ event: 'retention.run', complete: false });
    expect(fields.unfinishedLeads).toBeGreaterThan(0);
  });
});

describe('migration 0022', () => {
  it('fills in the lead of records stored before it, from the answer or the URL', async () => {
    const db = t.database.db;
    const [byBody, byUrl] = [randomUUID(), randomUUID()];
    // The schema before 0022, with a record of each kind it finds in place.
    await sql`drop index leads_progress_state_updated_at_idx`.execute(db);
    await sql`alter table idempotency_keys drop column lead_id`.execute(db);
    await sql`insert into idempotency_keys (key, scope, fingerprint, status, body) values
      ('k1', 'sid POST /api/v2/lead', 'f', 201, ${JSON.stringify({ id: byBody })}::jsonb),
      ('k2', ${`sid POST /api/lead/continue/${byUrl}`}, 'f', 200, '{"progressState":14}'::jsonb),
      ('k3', 'sid POST /api/v2/customer/mobile/resend-code', 'f', 200, '{"sendsLeft":2}'::jsonb),
      ('k4', 'sid POST /api/v2/lead', 'f', null, null)`.execute(db);
    await retentionReferences.up(db);
    const rows = await db
      .selectFrom('idempotency_keys')
      .select(['key', 'lead_id'])
      .where('key', 'in', ['k1', 'k2', 'k3', 'k4'])
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { key: 'k1', lead_id: byBody },
      { key: 'k2', lead_id: byUrl },
      { key: 'k3', lead_id: null },
      { key: 'k4', lead_id: null },
    ]);
  });
});
