import { ProgressState } from '@finceptiv/contract/progress-states';
import { operatorPartnersSchema } from '@finceptiv/contract/api/operator-routes';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startPartnerStub,
  type PartnerStub,
  type StubPartner,
} from '../src/partners/stub/partner-stub.ts';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { testEnv, type Env } from '../src/config/env.ts';
import type { Limits } from '../src/config/limits.ts';
import { jsonb } from '../src/db/json.ts';
import { defaultCatalogue } from '../src/partners/catalogue.ts';
import { signedHeaders } from '../src/partners/signing.ts';
import { freePort } from '../src/test-support/free-port.ts';
import { xsrfSession } from '../src/test-support/xsrf-session.ts';
import { submitLegacyLead, type LeadStateBody } from './support/lead-walk.ts';
import { loadCatalogue, remoteEntry, stubSecret } from './support/partner-catalogue-file.ts';
import { signedInOperator } from './support/signed-in-operator.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Decisions from remote partners (ADR 0061), end to end over real HTTP: the API asks a stub
// partner server that checks every signature, and the stub calls the API back as a partner
// would. Each scenario gets its own catalogue, stub and API (listening, for the callbacks).

const S = ProgressState;
/** An API listening for callbacks, its stub partners, and its environment (for a twin). */
type Setup = { t: TestApp; stub: PartnerStub; env: Env };
let open: Setup[] = [];

const ids = ['alpha', 'beta', 'gamma'] as const;

const origin = (app: FastifyInstance) => {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${String(address.port)}`;
};

async function setUp(
  behaviours: Partial<Record<(typeof ids)[number], Omit<StubPartner, 'secret'>>>,
  entries: (stub: PartnerStub) => object[],
  catalogueExtras: object = {},
  limits: Partial<Limits> = {},
): Promise<Setup> {
  const port = await freePort();
  const partners = Object.fromEntries(
    Object.entries(behaviours).map(([id, b]) => [id, { secret: stubSecret(id), ...b }]),
  );
  const stub = await startPartnerStub({ partners, callbackBase: `http://127.0.0.1:${port}` });
  const catalogue = loadCatalogue(
    { decisionBudgetMs: 2000, ...catalogueExtras, partners: entries(stub) },
    ids,
  );
  const env = testEnv({ PARTNERS: catalogue });
  const t = await createTestApp({ env, deps: { limits } });
  await t.app.listen({ port, host: '127.0.0.1' });
  const setup = { t, stub, env };
  open.push(setup);
  return setup;
}

afterEach(async () => {
  for (const { t, stub } of open) {
    await t.close();
    await stub.close();
  }
  open = [];
});

/** Polls the lead as the checking screen does until it leaves Checking. */
async function decided(t: TestApp, id: string, withinMs = 5000): Promise<LeadStateBody> {
  const until = Date.now() + withinMs;
  for (;;) {
    const response = await t.client.inject({ method: 'GET', url: `/api/lead/status/${id}` });
    const state = response.json<LeadStateBody>();
    if (state.progressState !== S.Checking) return state;
    if (Date.now() > until) throw new Error('still checking');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function answers(t: TestApp, leadId: string) {
  return t.database.db
    .selectFrom('partner_answers')
    .select(['partner_id', 'status', 'reason', 'application_id', 'latency_ms'])
    .where('lead_id', '=', leadId)
    .orderBy('partner_id')
    .execute();
}

describe('asking remote partners', () => {
  it('asks every eligible partner once, with only its fields, and takes the cheapest offer', async () => {
    const { t, stub } = await setUp(
      {
        alpha: { behaviour: 'accept', monthlyRate: 0.03 },
        beta: { behaviour: 'accept', monthlyRate: 0.015 },
        gamma: { behaviour: 'decline', declineReason: 'income' },
      },
      (s) => [remoteEntry(s, 'alpha'), remoteEntry(s, 'beta'), remoteEntry(s, 'gamma')],
    );
    const checking = await submitLegacyLead(t.client, 7);
    expect(checking.progressState).toBe(S.Checking);
    const state = await decided(t, checking.id);
    expect(state).toMatchObject({
      progressState: S.Accepted,
      applicationResult: { status: 'accepted', partner: { name: 'Partner beta' } },
    });
    expect(state.applicationResult.offerId).toMatch(/^beta-/);
    expect((await answers(t, checking.id)).map((a) => [a.partner_id, a.status])).toEqual([
      ['alpha', 'accepted'],
      ['beta', 'accepted'],
      ['gamma', 'declined'],
    ]);
    expect(stub.received.map((r) => r.partnerId).sort()).toEqual(['alpha', 'beta', 'gamma']);
    expect(stub.duplicates).toBe(0);
    // Data minimisation: the loan, and of the applicant only the catalogue's two fields.
    const sent = stub.received[0]!.body;
    expect(sent.applicant).toEqual({
      personalDetails: { dateOfBirth: '1990-03-07' },
      incomeDetails: { monthlyIncome: 2000 },
    });
    expect(sent).toMatchObject({ brand: 'fiesta', country: 'ES', currency: 'EUR' });
    expect(JSON.stringify(sent)).not.toContain('ana@example.com');
    expect(JSON.stringify(sent)).not.toContain('Ruiz');
  });

  it('a slow, failing or garbled partner is a decline that does not hold up the others', async () => {
    const { t, stub } = await setUp(
      {
        alpha: { behaviour: 'slow', delayMs: 5000 },
        beta: { behaviour: 'accept', monthlyRate: 0.02 },
        gamma: { behaviour: 'error' },
      },
      (s) => [
        remoteEntry(s, 'alpha', {
          decision: { ...remoteEntry(s, 'alpha').decision, timeoutMs: 400 },
        }),
        remoteEntry(s, 'beta'),
        remoteEntry(s, 'gamma'),
      ],
    );
    const checking = await submitLegacyLead(t.client, 8);
    const started = Date.now();
    const state = await decided(t, checking.id);
    // Decided once the slow partner's 400 ms are up, not after its 5 s.
    expect(Date.now() - started).toBeLessThan(1500);
    expect(state.applicationResult.partner?.name).toBe('Partner beta');
    const rows = await answers(t, checking.id);
    expect(rows.map((a) => [a.partner_id, a.status, a.reason])).toEqual([
      ['alpha', 'timedOut', null],
      ['beta', 'accepted', null],
      ['gamma', 'errors', 'http_503'],
    ]);
    stub.setBehaviour('beta', { behaviour: 'garbage' });
    const second = await submitLegacyLead(t.client, 9);
    const rejected = await decided(t, second.id);
    expect(rejected.progressState).toBe(S.Rejected);
    const lead = await t.database.db
      .selectFrom('leads')
      .select('state')
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect((lead.state as { rejection?: string }).rejection).toBe('no_partner_accepted');
    expect((await answers(t, second.id)).find((a) => a.partner_id === 'beta')?.reason).toBe(
      'invalid_answer',
    );
  });

  it('eligibility keeps a partner out of a lead it does not take', async () => {
    const { t, stub } = await setUp(
      {
        alpha: { behaviour: 'accept' },
        beta: { behaviour: 'accept' },
        gamma: { behaviour: 'accept' },
      },
      (s) => [
        remoteEntry(s, 'alpha', { serves: { countries: ['PL'] } }),
        remoteEntry(s, 'beta', { eligibility: { minMonthlyIncome: 3000 } }),
        remoteEntry(s, 'gamma', {
          eligibility: { term: { min: 3, max: 12, unit: 'months' }, minMonthlyIncome: 1000 },
        }),
      ],
    );
    // 61 days is 3 months for gamma's range; 2000 a month is under beta's minimum.
    const state = await decided(t, (await submitLegacyLead(t.client, 10)).id);
    expect(state.applicationResult.partner?.name).toBe('Partner gamma');
    expect(stub.received.map((r) => r.partnerId)).toEqual(['gamma']);
    // Nobody takes an income of 700: rejected without asking anyone.
    stub.received.length = 0;
    const none = await submitLegacyLead(t.client, 11, 700);
    expect((await decided(t, none.id)).progressState).toBe(S.Rejected);
    expect(stub.received).toEqual([]);
    const lead = await t.database.db
      .selectFrom('leads')
      .select('state')
      .where('id', '=', none.id)
      .executeTakeFirstOrThrow();
    expect((lead.state as { rejection?: string }).rejection).toBe('no_eligible_partner');
  });
});

describe('the hand-over to a partner by form post', () => {
  it("admits the partner's landing origin, and only that one from its answer", async () => {
    const landing = 'https://apply.alpha.example/land';
    const { t } = await setUp(
      { alpha: { behaviour: 'accept', redirectUrl: 'https://elsewhere.example/x' } },
      (s) => [
        remoteEntry(s, 'alpha', {
          steps: [],
          end: { kind: 'redirect', method: 'POST', url: landing },
        }),
      ],
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(health.headers['content-security-policy'])).toContain(
      "form-action 'self' https://apply.alpha.example",
    );
    const accepted = await decided(t, (await submitLegacyLead(t.client, 19)).id);
    const ended = await t.client.inject({
      method: 'POST',
      url: `/api/lead/continue/${accepted.id}`,
    });
    expect(ended.json<LeadStateBody>()).toMatchObject({
      progressState: S.Redirected,
      redirect: { url: landing, method: 'POST' },
    });
  });
});

describe('callbacks', () => {
  it('a pending partner decides by signed callback; a repeat and a late one change nothing', async () => {
    const { t, stub } = await setUp(
      {
        alpha: { behaviour: 'pending', callback: { delayMs: 150, decision: 'accepted' } },
        beta: { behaviour: 'decline' },
      },
      (s) => [remoteEntry(s, 'alpha'), remoteEntry(s, 'beta')],
    );
    const checking = await submitLegacyLead(t.client, 12);
    const state = await decided(t, checking.id);
    expect(state.applicationResult.partner?.name).toBe('Partner alpha');
    // The stub notes the API's answer once it has read it.
    while (stub.callbacks[0]?.answer === undefined) await new Promise((r) => setTimeout(r, 10));
    expect(stub.callbacks).toHaveLength(1);
    const [callback] = stub.callbacks;
    expect(callback.answer).toEqual({ status: 200, body: { result: 'applied' } });
    const sent = callback.body as { eventId: string };
    // The same event again: a no-op. Another event about the decided lead: refused.
    const again = await stub.sendCallback('alpha', sent);
    expect(again).toEqual({ status: 200, body: { result: 'duplicate' } });
    const late = await stub.sendCallback('alpha', { ...sent, eventId: 'another' });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: 'lead_decided' });
  });

  it('refuses a wrong signature, a replay outside the window and an unknown partner', async () => {
    const { t, stub } = await setUp(
      { alpha: { behaviour: 'pending', callback: { delayMs: 60_000, decision: 'accepted' } } },
      (s) => [remoteEntry(s, 'alpha')],
    );
    const checking = await submitLegacyLead(t.client, 13);
    const [row] = await answers(t, checking.id);
    const body = {
      type: 'decision',
      eventId: 'e-1',
      applicationId: row!.application_id,
      decision: { status: 'declined', reason: 'test' },
    };
    const forged = await stub.sendCallback('alpha', body, { secret: stubSecret('beta') });
    expect(forged).toEqual({ status: 401, body: { error: 'signature', problem: 'mismatch' } });
    const replayed = await stub.sendCallback('alpha', body, {
      timestamp: new Date(Date.now() - 301_000),
    });
    expect(replayed).toEqual({ status: 401, body: { error: 'signature', problem: 'stale' } });
    const unsigned = await fetch(`${origin(t.app)}/api/partners/alpha/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(unsigned.status).toBe(401);
    const unknown = await stub.sendCallback('beta', body, { secret: stubSecret('beta') });
    expect(unknown.status).toBe(404);
    const garbled = await stub.sendCallback('alpha', '{"type":"decision",');
    expect(garbled.status).toBe(422);
    const withNul = await stub.sendCallback('alpha', { ...body, eventId: 'e\u0000' });
    expect(withNul.status).toBe(422);
    // None of these touched the lead: it still waits for its partner.
    expect((await answers(t, checking.id))[0]!.status).toBe('pending');
    const applied = await stub.sendCallback('alpha', body);
    expect(applied).toEqual({ status: 200, body: { result: 'applied' } });
    expect((await decided(t, checking.id)).progressState).toBe(S.Rejected);
  });

  it('a step callback completes the post-offer step; after the end it is refused', async () => {
    const { t, stub } = await setUp({ alpha: { behaviour: 'accept' } }, (s) => [
      remoteEntry(s, 'alpha', { steps: [S.WenanceTink] }),
    ]);
    const accepted = await decided(t, (await submitLegacyLead(t.client, 14)).id);
    const continued = await t.client.inject({
      method: 'POST',
      url: `/api/lead/continue/${accepted.id}`,
    });
    expect(continued.json<LeadStateBody>().progressState).toBe(S.WenanceTink);
    const [row] = await answers(t, accepted.id);
    const failed = await stub.sendStepCallback(
      'alpha',
      row!.application_id,
      S.WenanceTink,
      'failed',
    );
    expect(failed).toEqual({ status: 200, body: { result: 'recorded' } });
    const wrong = await stub.sendStepCallback(
      'alpha',
      row!.application_id,
      S.WenanceAccount,
      'completed',
    );
    expect(wrong.status).toBe(409);
    const done = await stub.sendStepCallback(
      'alpha',
      row!.application_id,
      S.WenanceTink,
      'completed',
    );
    expect(done).toEqual({ status: 200, body: { result: 'applied' } });
    const status = await t.client.inject({ method: 'GET', url: `/api/lead/status/${accepted.id}` });
    expect(status.json<LeadStateBody>().progressState).toBe(S.ThankYou);
    const after = await stub.sendStepCallback(
      'alpha',
      row!.application_id,
      S.WenanceTink,
      'completed',
    );
    expect(after).toEqual({ status: 409, body: { error: 'lead_ended' } });
  });
});

describe('the callbacks budget', () => {
  it("counts each partner's callbacks in the shared store, whatever they carry", async () => {
    const { stub } = await setUp(
      { alpha: { behaviour: 'accept' }, beta: { behaviour: 'accept' } },
      (s) => [remoteEntry(s, 'alpha'), remoteEntry(s, 'beta')],
      {},
      { partnerCallbacksPerPartnerPerMinute: 2 },
    );
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await stub.sendCallback('alpha', '{}')).status);
    expect(statuses).toEqual([422, 422, 429]);
    // Another partner has its own budget.
    expect((await stub.sendCallback('beta', '{}')).status).toBe(422);
  });
});

describe('the circuit breaker and the operator figures', () => {
  it('a partner failing in a row is skipped for its cool-down, and the operator sees it', async () => {
    const { t, stub } = await setUp(
      { alpha: { behaviour: 'error' }, beta: { behaviour: 'accept' } },
      (s) => [remoteEntry(s, 'alpha'), remoteEntry(s, 'beta')],
      { circuitBreaker: { failures: 2, coolDownMs: 60_000 } },
    );
    for (const day of [15, 16, 17]) await decided(t, (await submitLegacyLead(t.client, day)).id);
    expect(stub.received.filter((r) => r.partnerId === 'alpha')).toHaveLength(2);
    expect(stub.received.filter((r) => r.partnerId === 'beta')).toHaveLength(3);
    const operator = await signedInOperator(t);
    const answer = await operator.inject({ method: 'GET', url: '/api/operator/partners?days=7' });
    expect(answer.statusCode).toBe(200);
    const figures = operatorPartnersSchema.parse(answer.json());
    const alpha = figures.rows.find((row) => row.partner === 'alpha')!;
    const beta = figures.rows.find((row) => row.partner === 'beta')!;
    expect(alpha).toMatchObject({
      decision: 'remote',
      sent: '<5',
      errors: '<5',
      skipped: '<5',
      accepted: 0,
    });
    expect(alpha.circuitOpenUntil).not.toBeNull();
    expect(beta).toMatchObject({ sent: '<5', accepted: '<5', circuitOpenUntil: null });
    expect(beta.medianMs).toBeGreaterThan(0);
    // Nobody else may read them.
    const stranger = await xsrfSession(t.app);
    expect(
      (await stranger.inject({ method: 'GET', url: '/api/operator/partners' })).statusCode,
    ).toBe(401);
  });
});

describe('two instances on one database', () => {
  it('decide a lead once: two callbacks at once, one applied; the answer counted once', async () => {
    const { t, stub, env } = await setUp(
      {
        alpha: { behaviour: 'pending', callback: { delayMs: 60_000, decision: 'accepted' } },
        beta: { behaviour: 'decline' },
      },
      (s) => [remoteEntry(s, 'alpha'), remoteEntry(s, 'beta')],
    );
    // A second instance: its own app and pool over the same database and catalogue.
    const other = await buildApp({ env, db: t.database.db });
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const checking = await submitLegacyLead(t.client, 18);
      const alpha = (await answers(t, checking.id)).find((a) => a.partner_id === 'alpha')!;
      const offer = {
        amount: 500,
        period: 61,
        periodScale: 'days',
        monthlyPayment: 260,
        totalRepayable: 520,
        monthlyInterestRate: 0.02,
      };
      const callback = (eventId: string, app: FastifyInstance) => {
        const body = JSON.stringify({
          type: 'decision',
          eventId,
          applicationId: alpha.application_id,
          decision: { status: 'accepted', offer },
        });
        return fetch(`${origin(app)}/api/partners/alpha/callback`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...signedHeaders(stubSecret('alpha'), body, new Date()),
          },
          body,
        });
      };
      const [first, second] = await Promise.all([callback('e-a', t.app), callback('e-b', other)]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const state = await decided(t, checking.id);
      expect(state.applicationResult.partner?.name).toBe('Partner alpha');
      const counted = await t.database.db
        .selectFrom('partner_answers_daily')
        .select(['partner_id', 'outcome', 'answers'])
        .orderBy('partner_id')
        .execute();
      expect(counted.map((r) => [r.partner_id, r.outcome, r.answers])).toEqual([
        ['alpha', 'accepted', 1],
        ['beta', 'declined', 1],
      ]);
      expect(stub.duplicates).toBe(0);
      expect(stub.received).toHaveLength(2);
    } finally {
      await other.close();
    }
  });
});

describe('a fresh install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a lead whose asking instance stopped is decided by the next read past its deadline', async () => {
    const { id } = await submitLegacyLead(t.client, 2);
    const db = t.database.db;
    const stored = await db
      .selectFrom('leads')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const state = stored.state as Record<string, unknown>;
    // As the claim's transaction leaves it: Checking, a remote partner claimed and never settled.
    const past = new Date(Date.now() - 1000);
    const candidate = (partnerId: string, order: number) => ({
      id: partnerId,
      name: partnerId,
      order,
      steps: [],
      end: { kind: 'thank-you' },
    });
    await db
      .insertInto('partner_answers')
      .values({
        lead_id: id,
        partner_id: 'gone',
        application_id: randomUUID(),
        status: 'asking',
        asked_at: past,
      })
      .execute();
    await db
      .updateTable('leads')
      .set({
        progress_state: S.Checking,
        partner: null,
        decision_visible_at: past,
        state: jsonb({
          ...state,
          applicationResult: { status: 'checking' },
          asking: {
            deadline: past.toISOString(),
            candidates: [candidate('wenance', 1), candidate('gone', 15)],
          },
        }),
      })
      .where('id', '=', id)
      .execute();
    const read = await t.client.inject({ method: 'GET', url: `/api/lead/status/${id}` });
    expect(read.json<LeadStateBody>()).toMatchObject({
      progressState: S.Accepted,
      applicationResult: { partner: { name: 'wenance' } },
    });
    expect((await answers(t, id)).map((a) => [a.partner_id, a.status])).toEqual([
      ['gone', 'timedOut'],
      ['wenance', 'accepted'],
    ]);
  });

  it('counts the demonstration partners as local answers', async () => {
    const state = await submitLegacyLead(t.client, 1);
    expect(state.applicationResult.partner?.name).toBe('Moneyman');
    const operator = await signedInOperator(t);
    const figures = operatorPartnersSchema.parse(
      (await operator.inject({ method: 'GET', url: '/api/operator/partners' })).json(),
    );
    // The catalogue's partners in its order; one no longer in it keeps its figures after them.
    expect(figures.rows.map((row) => row.partner)).toEqual([
      ...defaultCatalogue.partners.map((p) => p.id),
      'gone',
    ]);
    expect(figures.rows[0]).toMatchObject({
      partner: 'moneyman',
      decision: 'local',
      sent: '<5',
      accepted: '<5',
      medianMs: null,
    });
  });
});
