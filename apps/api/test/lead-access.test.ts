import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApiPath, type ApiRouteName } from '@finceptiv/contract/api';
import { leadScopedRoutes } from '@finceptiv/contract/api/lead-scope';
import { ProgressState } from '@finceptiv/contract/progress-states';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readEmbedEnv } from '../src/config/embed-env.ts';
import { testEnv } from '../src/config/env.ts';
import { LEAD_ACCESS_COOKIE } from '../src/http/lead-access-cookie.ts';
import { party, type Party } from './support/http-party.ts';
import { applicant, fiestaLoan } from './support/lead-walk.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { injectedBotAnswer } from '../src/test-support/bot-answer.ts';

// Black-box: the API listening on a real port, parties with their own cookie jars over fetch.
// The applicant's browser creates the lead; a stranger who learnt its id (from a log, an
// analytics event, a shared link) gets exactly what an unknown id gets, on every call of the
// contract's route map that names a lead.

const S = ProgressState;
const HOUR = 3_600_000;
let clock = new Date('2026-03-02T10:00:00Z');
let database: TestDatabase;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ env: testEnv(), db: database.db, now: () => clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function createLead(who: Party, body: object = fiestaLoan): Promise<string> {
  const created = await who.call('POST', '/api/v2/lead', body);
  expect(created.status).toBe(201);
  return (created.body as { id: string }).id;
}

/** Walks a legacy lead through its forms to the decision (income 0: rejected). */
async function submitted(who: Party, income: number): Promise<string> {
  const id = await createLead(who);
  const data = applicant(3, income);
  for (const group of [
    {},
    { generalPolicies: true, personalDetails: data.personalDetails },
    { contactDetails: data.contactDetails },
    { incomeDetails: data.incomeDetails },
    { otherDetails: data.otherDetails },
  ]) {
    const put = await who.call('PUT', '/api/v2/lead', { product: 'fiesta', id, ...group });
    expect(put.status).toBe(200);
  }
  return id;
}

// The other fields each call needs to pass validation, so only the lead id decides the answer.
// A new lead-scoped route with required fields not listed here fails with 422: add them.
const otherFields: Partial<Record<ApiRouteName, object>> = {
  updateLeadV2: { product: 'fiesta' },
  updateLeadV3: { product: 'fiesta', dataPoints: {} },
  affiliateEvent: { product: 'fiesta', event: 'lead' },
  verifyMobile: { code: '123456' },
  changeMobile: { phoneNumber: '+34 612 345 678' },
  setPassword: { password: 'correct horse battery staple' },
  documentId: { documentId: 'X1234567' },
  continueLinkV2: { token: 'a'.repeat(43) },
  continueLinkV3: { token: 'a'.repeat(43) },
};
const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])]);

function callRoute(
  who: Party,
  route: (typeof leadScopedRoutes)[number],
  leadId: string,
  fields: object = {},
) {
  const path = buildApiPath(route.path, { id: leadId, urlType: 'email' });
  const { place, field } = route.leadId;
  if (place === 'formFields') {
    const form = new FormData();
    form.set(field, leadId);
    form.set('file', png, 'id.png');
    return who.call(route.method, path, undefined, form);
  }
  const extra = { ...otherFields[route.name], ...fields };
  const body = place === 'body' ? { [field]: leadId, ...extra } : route.body ? extra : undefined;
  return who.call(route.method, path, body);
}

/** A link as the email sender would mint it (the development stand-in); returns its token. */
async function mint(id: string): Promise<string> {
  const answer = await (await fetch(`${origin}/api/dev/continue-link/${id}`)).json();
  return new URL((answer as { url: string }).url, origin).searchParams.get('token') ?? '';
}

async function leadRow(id: string) {
  return database.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('a stranger holding a lead id', () => {
  let owner: Party;
  let stranger: Party;
  let leadId: string;
  let before: unknown;
  beforeAll(async () => {
    owner = await party(origin);
    stranger = await party(origin);
    leadId = await createLead(owner);
    before = await leadRow(leadId);
  });

  it.each(leadScopedRoutes.map((r) => [r.name, r] as const))(
    '%s: 404 lead_not_found, as for an unknown id',
    async (_name, route) => {
      const answer = await callRoute(stranger, route, leadId);
      const unknown = await callRoute(owner, route, randomUUID());
      expect(answer.status, answer.text).toBe(404);
      expect(answer.body).toEqual({ error: 'lead_not_found' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(answer.body);
      expect(answer.setCookies.join()).not.toContain(LEAD_ACCESS_COOKIE);
    },
  );

  it('changed nothing, and the applicant still gets through on every one of them', async () => {
    expect(await leadRow(leadId)).toEqual(before);
    const passwords = await database.db
      .selectFrom('customer_passwords')
      .where('lead_id', '=', leadId)
      .select('lead_id')
      .execute();
    expect(passwords).toEqual([]);
    for (const route of leadScopedRoutes) {
      // The owner reopens the lead with a link of the lead, not a made-up token.
      const link = route.name.startsWith('continueLink') ? { token: await mint(leadId) } : {};
      const answer = await callRoute(owner, route, leadId, link);
      expect(answer.status, `${route.name}: ${answer.text}`).not.toBe(404);
      expect(answer.status, route.name).toBeLessThan(500);
    }
    const status = await owner.call('GET', `/api/lead/status/${leadId}`);
    expect(status.status).toBe(200);
  });
});

describe('the access cookie', () => {
  it('is a __Host- HttpOnly Secure SameSite=Strict session cookie; the database keeps a hash', async () => {
    const owner = await party(origin);
    const created = await owner.call('POST', '/api/v2/lead', fiestaLoan);
    const line = created.setCookies.find((c) => c.startsWith(`${LEAD_ACCESS_COOKIE}=`)) ?? '';
    const attributes = line.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['path=/', 'httponly', 'secure', 'samesite=strict']),
    );
    expect(attributes.some((a) => /^(domain|max-age|expires)=/.test(a))).toBe(false);
    expect(attributes).not.toContain('partitioned');
    const secret = owner.cookies.get(LEAD_ACCESS_COOKIE) ?? '';
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    const row = await leadRow((created.body as { id: string }).id);
    expect(row.access_hash).toBe(createHash('sha256').update(secret).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('of a new lead replaces the one before: one lead per browser session', async () => {
    const owner = await party(origin);
    const first = await createLead(owner);
    const second = await createLead(owner);
    expect((await owner.call('GET', `/api/lead/status/${first}`)).status).toBe(404);
    expect((await owner.call('GET', `/api/lead/status/${second}`)).status).toBe(200);
  });

  it('is not touched by a failed create, and comes again with a replayed one', async () => {
    const owner = await party(origin);
    const id = await createLead(owner);
    const refused = await owner.call('POST', '/api/v2/lead', { ...fiestaLoan, amount: 'x' });
    expect(refused.status).toBe(422);
    expect(refused.setCookies.join()).not.toContain(LEAD_ACCESS_COOKIE);
    expect((await owner.call('GET', `/api/lead/status/${id}`)).status).toBe(200);
    // The first answer of a create is lost; its retry (same key) is replayed with a cookie again.
    const key = { 'idempotency-key': randomUUID() };
    const lost = await owner.call('POST', '/api/v2/lead', fiestaLoan, undefined, key);
    owner.cookies.delete(LEAD_ACCESS_COOKIE);
    const retried = await owner.call('POST', '/api/v2/lead', fiestaLoan, undefined, key);
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(lost.body);
    const replayedId = (retried.body as { id: string }).id;
    expect((await owner.call('GET', `/api/lead/status/${replayedId}`)).status).toBe(200);
  });
});

describe('continue links', () => {
  const open = (who: Party, id: string, token: string) =>
    who.call('POST', `/api/v2/lead/url/${id}/email`, { token });

  it('bind the lead to the browser that opens them, once', async () => {
    const desktop = await party(origin);
    const phone = await party(origin);
    const stranger = await party(origin);
    const id = await submitted(desktop, 2000);
    const token = await mint(id);
    const opened = await open(phone, id, token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id, progressState: S.Accepted, masked: {} });
    expect((await phone.call('GET', `/api/lead/status/${id}`)).status).toBe(200);
    // The browser that held the lead before loses it; the link is used up.
    expect((await desktop.call('GET', `/api/lead/status/${id}`)).status).toBe(404);
    expect((await open(stranger, id, token)).status).toBe(404);
    expect((await stranger.call('GET', `/api/lead/status/${id}`)).status).toBe(404);
    // The browser that holds the lead reopens it with its used link, not with a made-up one.
    expect((await open(phone, id, token)).status).toBe(200);
    expect((await open(phone, id, `${token.slice(0, -2)}xx`)).status).toBe(404);
  });

  it('expire 72 hours after they were sent', async () => {
    const owner = await party(origin);
    const id = await createLead(owner);
    const start = clock;
    const late = await mint(id);
    const inTime = await mint(id);
    try {
      clock = new Date(start.getTime() + 72 * HOUR);
      expect((await open(await party(origin), id, late)).status).toBe(404);
      clock = new Date(start.getTime() + 72 * HOUR - 1);
      expect((await open(await party(origin), id, inTime)).status).toBe(200);
    } finally {
      clock = start;
    }
  });

  it.each([
    ['rejected', S.Rejected],
    ['thank-you', S.ThankYou],
    ['redirected', S.Redirected],
  ])('are revoked once the application has ended (%s)', async (_name, ended) => {
    const owner = await party(origin);
    const id = await submitted(owner, ended === S.Rejected ? 0 : 2000);
    const token = await mint(id);
    if (ended !== S.Rejected)
      await database.db
        .updateTable('leads')
        .set({ progress_state: ended })
        .where('id', '=', id)
        .execute();
    expect((await owner.call('GET', `/api/lead/status/${id}`)).body).toMatchObject({
      progressState: ended,
    });
    const elsewhere = await open(await party(origin), id, token);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.text).not.toContain('Ana');
    // The applicant's own browser still sees how it ended.
    expect((await open(owner, id, token)).status).toBe(200);
  });

  it('answer the IBAN and national id masked', async () => {
    const owner = await party(origin);
    const id = await submitted(owner, 2000);
    await database.db
      .updateTable('leads')
      .set({
        data: JSON.stringify({
          ...((await leadRow(id)).data as object),
          incomeDetails: { monthlyIncome: 2000, iban: 'ES91 2100 0418 4502 0005 1332' },
          personalDetails: { firstName: 'Ana', personalCode: '12345678Z' },
          otherDetails: { idCardNumber: 'CAA000123' },
        }),
      })
      .where('id', '=', id)
      .execute();
    const opened = await open(await party(origin), id, await mint(id));
    expect(opened.body).toMatchObject({
      masked: {
        iban: 'ES91 **** **** **** **** 1332',
        personalCode: '******78Z',
        idCardNumber: '******123',
      },
      data: { personalDetails: { firstName: 'Ana' } },
    });
    // Runs of the hidden digits long enough that a random id (the offer's UUID) cannot hold
    // them by chance: a 4-digit run did once, in 1 of about 2,000 runs.
    for (const secret of ['2100 0418', '21000418', '0005 1332', '123456', 'CAA000'])
      expect(opened.text).not.toContain(secret);
  });
});

describe('embedded by a partner site', () => {
  it('makes the cookie SameSite=None and Partitioned (one function reads EMBED_ORIGINS)', async () => {
    const framed = await buildApp({
      env: testEnv({ EMBED: readEmbedEnv({ EMBED_ORIGINS: 'https://partner.example' }).embed }),
      db: database.db,
    });
    try {
      const jar = await framed.inject({ method: 'GET', url: '/api/xsrf' });
      const cookies = Object.fromEntries(jar.cookies.map((c) => [c.name, c.value]));
      const created = await framed.inject({
        method: 'POST',
        url: '/api/v2/lead',
        payload: { ...fiestaLoan, recaptchaToken: await injectedBotAnswer(framed) },
        cookies,
        headers: {
          origin: 'http://localhost:80',
          host: 'localhost:80',
          'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '',
        },
      });
      const attributes = String(created.headers['set-cookie']).split('; ');
      expect(attributes[0]).toMatch(/^__Host-lead-access=[\w-]{43}$/);
      expect(attributes.slice(1).sort()).toEqual(
        ['HttpOnly', 'Partitioned', 'Path=/', 'SameSite=None', 'Secure'].sort(),
      );
    } finally {
      await framed.close();
    }
  });
});
