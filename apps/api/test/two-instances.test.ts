import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { sql } from 'kysely';
import { migrationProvider } from '../src/db/migrations.ts';
import { rebuildJourneyRollups } from '../src/journey/journey-rollups.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { runRetention } from '../src/retention/retention-job.ts';
import { botChallengePath, solveBotChallenge } from '../src/test-support/bot-answer.ts';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { balancedClient } from './support/balanced-client.ts';
import { defaultRetentionPolicy } from './support/default-retention.ts';
import { party } from './support/http-party.ts';
import { rollupRows } from './support/journey-raw-figures.ts';
import { completeStep, submitLegacyLead, type LeadStateBody } from './support/lead-walk.ts';
import { leadsLeft, rowsOf, seedLeads } from './support/stale-leads.ts';

// Two API processes on one PostgreSQL database, started together, a client alternating
// between them: what a balancer in front of several instances does. Runs in the PostgreSQL
// stage of npm test (scripts/pg-test.mjs sets TEST_DATABASE_URL); skipped on PGlite, which is
// one process's database by nature.
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const LIMIT = 5;
const name = `two_instances_${randomBytes(6).toString('hex')}`;
let instances: ApiProcess[] = [];
let cookies: string[] = [];
let token = '';

/** The headers of the web app's calls: the XSRF pair, and the instance's own origin. */
const appHeaders = (api: ApiProcess) => ({
  'content-type': 'application/json',
  cookie: cookies.join('; '),
  origin: api.origin,
  'x-xsrf-token': token,
});

async function admin(query: string, url = serverUrl): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}
let databaseUrl = '';

/** What the app does before a create: fetch a challenge from the instance and solve it. */
async function solvedAnswer(api: ApiProcess): Promise<string> {
  const challenge = await fetch(`${api.origin}${botChallengePath}`);
  return solveBotChallenge(await challenge.json());
}
async function leadCount(): Promise<number> {
  const { rows } = await admin('SELECT count(*) AS n FROM leads', databaseUrl);
  return Number((rows[0] as { n: string }).n);
}

describe.skipIf(serverUrl === '')('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const env = {
      DATABASE_URL: databaseUrl,
      // Behind a balancer: its X-Forwarded-For names the client, so each test's applicant has
      // budgets of their own; calls without it are the balancer's own address (loopback).
      TRUST_PROXY: 'loopback',
      APP_SECRET: 'two-instances-secret-two-instances-secret',
      CHECKING_DELAY_MS: '0',
      LIMIT_LEAD_CREATE_PER_CLIENT_PER_MINUTE: String(LIMIT),
      // The retention passes of this file are its own (below), not the instances' timers.
      RETENTION_INTERVAL_MINUTES: '0',
    };
    // Started together on an empty database: both reach the migrations at about once.
    instances = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    const healthy = await Promise.all(instances.map((api) => api.healthy(120_000)));
    expect(healthy).toEqual([true, true]);
    // One XSRF pair for both instances, as behind a balancer (they share APP_SECRET).
    const xsrf = await fetch(`${instances[0]!.origin}/api/xsrf`);
    cookies = xsrf.headers.getSetCookie().map((c) => c.split(';')[0]!);
    token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((api) => api.stop()));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }, 60_000);

  it('migrates once: one instance applies every migration, the other none', async () => {
    const applied = instances.map(
      (api) => api.logs.find((line) => line.msg === 'database ready')?.applied as string[],
    );
    const all = Object.keys(await migrationProvider.getMigrations()).sort();
    expect([...applied[0]!, ...applied[1]!].sort()).toEqual(all);
    expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, all.length]);
  });

  // ADR 0058: both instances add each report's difference to the same rollup rows. Twenty
  // applicants' beacons, a journey's reports sent at once to both instances, leave the rollups
  // exactly as a rebuild from the stored events makes them: nothing counted twice or lost.
  it('keeps the journey rollups exact with beacons on both instances at once', async () => {
    const steps = ['index', 'mobile-verification', 'employment-details'];
    const send = (api: ApiProcess, journey: string, events: unknown[], client: string) =>
      fetch(`${api.origin}/api/journey`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          origin: api.origin,
          'x-forwarded-for': client,
        },
        body: JSON.stringify({ brand: 'fiesta', journey, events }),
      });
    const sends = Array.from({ length: 20 }, (_, i) => {
      const journey = randomBytes(16).toString('base64url');
      return steps
        .flatMap((step, s) => [
          [{ kind: 'reached', step, msAgo: 60_000 - s * 10_000 }],
          [{ kind: 'completed', step, msAgo: 55_000 - s * 10_000 }],
        ])
        .map((events, r) => send(instances[r % 2]!, journey, events, `198.51.100.${String(i)}`));
    });
    const answers = await Promise.all(sends.flat());
    const statuses = await Promise.all(
      answers.map(async (a) => `${String(a.status)} ${a.status === 204 ? '' : await a.text()}`),
    );
    expect(new Set(statuses)).toEqual(new Set(['204 ']));
    const db = openDatabase({ databaseUrl });
    try {
      const live = await sql<{ step: string; reached: number; completed: number }>`
        select step, cast(sum(reached) as integer) as reached,
          cast(sum(completed) as integer) as completed
        from journey_step_daily where brand = 'fiesta' group by step order by step`.execute(db);
      expect(live.rows).toEqual(
        [...steps].sort().map((step) => ({ step, reached: 20, completed: 20 })),
      );
      const before = await rollupRows(db);
      await rebuildJourneyRollups(db);
      expect(await rollupRows(db)).toEqual(before);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  // Issue 24 item 3: what one browser does behind a round-robin balancer behaves as on one
  // instance. Cofidis (born on the 9th): offer, marital details, thank-you; no SMS step, whose
  // development inbox is one process's memory.
  it('walks a lead to thank-you with every call on the other instance than the last', async () => {
    const origins = instances.map((api) => api.origin);
    const client = await balancedClient(origins, '203.0.113.7');
    let lead: LeadStateBody = await submitLegacyLead(client, 9);
    expect(lead.progressState).toBe(ProgressState.Accepted);
    for (let i = 0; i < 6 && lead.progressState !== ProgressState.ThankYou; i++)
      lead = await completeStep(client, lead, () => Promise.reject(new Error('no SMS step')));
    expect(lead.progressState).toBe(ProgressState.ThankYou);
    expect(new Set(client.served)).toEqual(new Set([0, 1]));
    // The XSRF pair and the access cookie one instance set are good on the other.
    for (const origin of origins) {
      const status = await client.jar.call(
        'GET',
        `/api/lead/status/${lead.id}`,
        undefined,
        undefined,
        {},
        origin,
      );
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({ progressState: ProgressState.ThankYou });
      // A stranger who holds the id, on either instance: as for an unknown lead.
      const stranger = await party(origin);
      const read = await stranger.call('GET', `/api/lead/status/${lead.id}`);
      expect(read.status).toBe(404);
      expect(read.body).toEqual({ error: 'lead_not_found' });
    }
  }, 120_000);

  it('replays a retried lead creation on the other instance: one lead, one answer', async () => {
    const client = await balancedClient(
      instances.map((api) => api.origin),
      '203.0.113.8',
    );
    const before = await leadCount();
    const create = () =>
      client.inject({
        method: 'POST',
        url: '/api/v2/lead',
        payload: { product: 'fiesta', amount: 500, period: 61 },
        headers: { 'idempotency-key': 'a8d2c7e4-4d6b-4b8f-9a51-2f1c3e0b7d10' },
      });
    const first = await create();
    const retry = await create();
    expect(client.served).toEqual([0, 1]);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.json()).toEqual(first.json());
    expect(await leadCount()).toBe(before + 1);
    // The replay brought the lead's access cookie back: the lead is this browser's on both.
    const { id } = first.json<{ id: string }>();
    for (let call = 0; call < 2; call++) {
      const status = await client.inject({ method: 'GET', url: `/api/lead/status/${id}` });
      expect(status.statusCode).toBe(200);
    }
  });

  it('refuses, on the other instance, a write without the XSRF header', async () => {
    const client = await balancedClient(
      instances.map((api) => api.origin),
      '203.0.113.9',
    );
    const b = instances[1]!;
    // The pair's cookies but not the header: what a cross-site form post would carry.
    const cookie = [...client.jar.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    const refused = await fetch(`${b.origin}/api/v2/lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: b.origin },
      body: JSON.stringify({ product: 'fiesta', amount: 500, period: 61 }),
    });
    expect(refused.status).toBe(403);
  });

  it(`admits ${LIMIT} lead creations in total, not ${LIMIT} per instance`, async () => {
    const [a, b] = instances as [ApiProcess, ApiProcess];
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMIT; i++) {
      const api = i % 2 === 0 ? a : b;
      const response = await fetch(`${api.origin}/api/v2/lead`, {
        method: 'POST',
        headers: appHeaders(api),
        body: JSON.stringify({
          product: 'fiesta',
          amount: 500,
          period: 61,
          recaptchaToken: await solvedAnswer(api),
        }),
      });
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(LIMIT);
    expect(statuses.slice(0, LIMIT)).toEqual(Array<number>(LIMIT).fill(201));
  });

  it('refuses on one instance a bot-check answer spent on the other', async () => {
    const [a, b] = instances as [ApiProcess, ApiProcess];
    const answer = await solvedAnswer(a);
    const create = (api: ApiProcess, forwardedFor: string) =>
      fetch(`${api.origin}/api/v2/lead`, {
        method: 'POST',
        headers: { ...appHeaders(api), 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ product: 'fiesta', amount: 500, recaptchaToken: answer }),
      });
    expect((await create(a, '203.0.113.21')).status).toBe(201);
    const replay = await create(b, '203.0.113.22');
    expect(replay.status).toBe(422);
    expect(await replay.json()).toEqual({
      errors: [{ fieldName: 'recaptchaToken', message: 'validation.botCheck' }],
    });
  });

  // Two passes at once (two instances' timers, or one and `npm run retention`) claim different
  // rows (FOR UPDATE SKIP LOCKED, retention-job.ts): neither waits, none is erased twice.
  it('runs two retention passes at once: each stale lead erased once, both finish', async () => {
    const dbs = [openDatabase({ databaseUrl }), openDatabase({ databaseUrl })];
    try {
      const fortyDaysAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
      const seeded = await seedLeads(dbs[0]!, { stale: 3000, finished: 200 }, fortyDaysAgo);
      // Each pass waits after its first batch for the other's first: they overlap for sure.
      let started = 0;
      let bothStarted: () => void = () => undefined;
      const overlap = new Promise<void>((resolve) => {
        bothStarted = resolve;
      });
      const pass = (db: (typeof dbs)[number]) =>
        runRetention(db, defaultRetentionPolicy, new Date(), {
          batchSize: 100,
          onProgress: async ({ task, batches }) => {
            if (task !== 'unfinishedLeads' || batches !== 1) return;
            started += 1;
            if (started === 2) bothStarted();
            await overlap;
          },
        });
      const reports = await Promise.all(dbs.map(pass));
      expect(reports.map((report) => report.complete)).toEqual([true, true]);
      const [a, b] = reports as [(typeof reports)[0], (typeof reports)[0]];
      expect(Math.min(a.unfinishedLeads, b.unfinishedLeads)).toBeGreaterThan(0);
      expect(a.unfinishedLeads + b.unfinishedLeads).toBe(3000);
      expect(a.customerPasswords + b.customerPasswords).toBe(3000);
      // A finished lead's record goes by age (a day), a stale lead's with it: 3,200 in all.
      expect(a.idempotencyKeys + b.idempotencyKeys).toBe(3200);
      expect(await leadsLeft(dbs[0]!, seeded.stale)).toBe(0);
      expect(await rowsOf(dbs[0]!, 'idempotency_keys', seeded.stale)).toBe(0);
      expect(await leadsLeft(dbs[0]!, seeded.finished)).toBe(200);
      expect(await rowsOf(dbs[0]!, 'customer_passwords', seeded.finished)).toBe(200);
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()));
    }
  }, 60_000);

  it('finishes an in-flight request when stopped, then exits 0', async () => {
    const b = instances[1]!;
    const body = JSON.stringify({ product: 'fiesta', event: 'drain-test' });
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(`${b.origin}/api/affiliate/event`, {
        method: 'POST',
        headers: { ...appHeaders(b), 'content-length': body.length },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      // Half the body now; SIGTERM arrives while the request waits for the rest.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        void b.stop();
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 500);
    });
    expect(await answered).toBe(204);
    expect(await b.exited).toBe(0);
  }, 60_000);
});
