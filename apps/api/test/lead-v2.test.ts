import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiestaLoan } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { LEAD_ACCESS_COOKIE } from '../src/http/lead-access-cookie.ts';
import { leadCount as countLeads } from './support/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const skeletonLead = { ...fiestaLoan, tags: ['ui:react'] };

const leadCount = () => countLeads(t.database.db);

describe('POST /api/v2/lead', () => {
  it('creates a lead and answers with its application state', async () => {
    const response = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: skeletonLead,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<Record<string, unknown>>();
    // The body carries the loan (state 1's answers): the applicant goes on to personal details.
    expect(body).toMatchObject({
      progressState: 2,
      applicationResult: { status: 'in_progress' },
      customerConsents: [],
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(body).sort()).toEqual([
      'applicationResult',
      'customerConsents',
      'id',
      'lastOperationTimestamp',
      'progressState',
      'routeChange',
    ]);
    const stored = await t.database.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', body.id as string)
      .executeTakeFirstOrThrow();
    expect(stored.product).toBe('fiesta');
    expect(stored.data).toMatchObject({ amount: 500, period: 61, tags: ['ui:react'] });
  });

  it('adds ui:react to tags without duplicates', async () => {
    const response = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: { ...skeletonLead, tags: ['a', 'ui:react', 'a'] },
    });
    const id = response.json<{ id: string }>().id;
    const stored = await t.database.db
      .selectFrom('leads')
      .select('data')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect((stored.data as { tags: string[] }).tags.sort()).toEqual(['a', 'ui:react']);
  });

  it.each([
    [{ amount: 500, period: 61 }],
    [{ product: 'nope', amount: 500, period: 61 }],
    [{ product: 42 }],
  ])('answers 422 with fieldName product for %j', async (payload) => {
    const before = await leadCount();
    const response = await t.client.inject({ method: 'POST', url: '/api/v2/lead', payload });
    expect(response.statusCode).toBe(422);
    expect(
      response.json<{ errors: { fieldName: string }[] }>().errors.map((e) => e.fieldName),
    ).toContain('product');
    expect(await leadCount()).toBe(before);
  });

  it('replays a retried Idempotency-Key and creates nothing new', async () => {
    const key = randomUUID();
    const first = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: skeletonLead,
      headers: { 'idempotency-key': key },
    });
    const before = await leadCount();
    const second = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: skeletonLead,
      headers: { 'idempotency-key': key },
    });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await leadCount()).toBe(before);
  });

  it('refuses a key reused for another body, and a malformed key', async () => {
    const key = randomUUID();
    await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: skeletonLead,
      headers: { 'idempotency-key': key },
    });
    const reused = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: { ...skeletonLead, amount: 600 },
      headers: { 'idempotency-key': key },
    });
    expect(reused.statusCode).toBe(422);
    const bad = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: skeletonLead,
      headers: { 'idempotency-key': 'nope' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/v2/lead and GET /api/lead/status/:id', () => {
  it('merges data and moves the state one step when the step group is sent', async () => {
    const created = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: skeletonLead,
    });
    const id = created.json<{ id: string }>().id;
    const loan = await t.client.inject({
      method: 'PUT',
      url: '/api/v2/lead',
      payload: { id, product: 'fiesta', amount: 700 },
    });
    expect(loan.json()).toMatchObject({ progressState: 2, routeChange: false });
    const same = await t.client.inject({
      method: 'PUT',
      url: '/api/v2/lead',
      payload: { id, product: 'fiesta', tags: ['x'] },
    });
    expect(same.json()).toMatchObject({ progressState: 2, routeChange: false });
    const step2 = await t.client.inject({
      method: 'PUT',
      url: '/api/v2/lead',
      payload: {
        id,
        product: 'fiesta',
        generalPolicies: true,
        personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
      },
    });
    expect(step2.json()).toMatchObject({ progressState: 3 });
    const stored = await t.database.db
      .selectFrom('leads')
      .select('data')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.data).toMatchObject({ amount: 700, personalDetails: { firstName: 'Ana' } });
    expect((stored.data as { tags: string[] }).tags.sort()).toEqual(['ui:react', 'x']);

    const status = await t.client.inject({ method: 'GET', url: `/api/lead/status/${id}` });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ id, progressState: 3 });
    expect(status.body).not.toContain('Ana');
  });

  it('answers 404 for unknown or malformed ids, never 5xx', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', "'; drop table leads; --"]) {
      const status = await t.app.inject({
        method: 'GET',
        url: `/api/lead/status/${encodeURIComponent(id)}`,
      });
      expect(status.statusCode).toBe(404);
      const put = await t.client.inject({
        method: 'PUT',
        url: '/api/v2/lead',
        payload: { id, product: 'fiesta' },
      });
      expect(put.statusCode).toBe(404);
    }
  });

  it('refuses to move a lead into another product', async () => {
    const created = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: skeletonLead,
    });
    const id = created.json<{ id: string }>().id;
    const response = await t.client.inject({
      method: 'PUT',
      url: '/api/v2/lead',
      payload: { id, product: 'ibancar' },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('Idempotency-Key scope', () => {
  it('does not replay one lead’s answer for another lead’s URL', async () => {
    const key = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f';
    const a = await t.client.inject({ method: 'POST', url: '/api/v2/lead', payload: skeletonLead });
    // One browser session, two leads: the access cookie of the first is kept aside for its calls.
    const accessA = { [LEAD_ACCESS_COOKIE]: t.client.cookies[LEAD_ACCESS_COOKIE] ?? '' };
    const b = await t.client.inject({ method: 'POST', url: '/api/v2/lead', payload: skeletonLead });
    const idA = a.json<{ id: string }>().id;
    const idB = b.json<{ id: string }>().id;
    const first = await t.client.inject({
      method: 'GET',
      url: `/api/lead/status/${idA}`,
      headers: { 'idempotency-key': key },
      cookies: accessA,
    });
    expect(first.statusCode).toBe(200);
    const onA = await t.client.inject({
      method: 'POST',
      url: `/api/lead/skip/${idA}`,
      headers: { 'idempotency-key': key },
      cookies: accessA,
    });
    const onB = await t.client.inject({
      method: 'POST',
      url: `/api/lead/skip/${idB}`,
      headers: { 'idempotency-key': key },
    });
    expect(onA.statusCode).toBe(409);
    expect(onB.statusCode).toBe(409);
    expect(onB.headers['idempotent-replayed']).toBeUndefined();
  });
});
