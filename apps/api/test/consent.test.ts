// Consent before personal data (issue 23 item 3, ADR 0040): the API refuses personal data from a
// lead whose applicant has not accepted the general terms and the privacy policy, on both flows;
// it keeps which versions were accepted and when, by its own clock; and every document a consent
// box, the footer or the policy list links to is served, per brand, in the brand's language.
import { policyDocumentIds, policyVersions } from '@finceptiv/contract/policies';
import { localeTags, productIds } from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiestaLoan } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const clock = new Date('2026-11-25T09:30:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RETENTION_UNFINISHED_LEAD_DAYS: 45 },
    deps: { now: () => clock },
  });
});
afterAll(() => t.close());

const expectedRecord = {
  documents: policyDocumentIds.map((id) => ({ id, version: policyVersions[id] })),
  acceptedAt: clock.toISOString(),
};

async function storedLead(id: string) {
  return t.database.db
    .selectFrom('leads')
    .select(['data', 'consent_record', 'progress_state'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function legacyLead(): Promise<string> {
  const created = await t.client.inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: fiestaLoan,
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: string }>().id;
}

const put = (payload: object) =>
  t.client.inject({
    method: 'PUT',
    url: '/api/v2/lead',
    payload: { product: 'fiesta', ...payload },
  });

describe('the legacy flow (v2)', () => {
  it('creates a lead from the loan alone, with no consent yet', async () => {
    const id = await legacyLead();
    expect((await storedLead(id)).consent_record).toBeNull();
  });

  it('refuses personal details without acceptance, storing none of them', async () => {
    const id = await legacyLead();
    for (const generalPolicies of [undefined, false]) {
      const refused = await put({ id, generalPolicies, personalDetails: { firstName: 'Ana' } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        errors: [{ fieldName: 'generalPolicies', message: 'validation.required' }],
      });
    }
    const row = await storedLead(id);
    expect(row.data).not.toHaveProperty('personalDetails');
    expect(row.progress_state).toBe(2);
    expect(row.consent_record).toBeNull();
  });

  it('records the accepted versions by its own clock, once', async () => {
    const id = await legacyLead();
    const accepted = await put({
      id,
      generalPolicies: true,
      personalDetails: { firstName: 'Ana' },
      // What the browser says about versions or time is not part of the lead and not kept.
      consentRecord: { acceptedAt: '2001-01-01T00:00:00.000Z' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await storedLead(id)).consent_record).toEqual(expectedRecord);
    // Later steps need no second acceptance, and do not move the record.
    const contact = await put({ id, contactDetails: { email: 'ana@example.com' } });
    expect(contact.statusCode).toBe(200);
    expect((await storedLead(id)).consent_record).toEqual(expectedRecord);
  });

  it('refuses a create that brings personal data without acceptance', async () => {
    const refused = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: { product: 'fiesta', amount: 500, contactDetails: { email: 'ana@example.com' } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: [{ fieldName: 'generalPolicies' }] });
  });
});

describe('the dynamic form (v3)', () => {
  const initial = { email: 'ana@example.com', phone_number: '+34 612 345 678', loan_amount: 500 };
  const create = (dataPoints: object) =>
    t.client.inject({
      method: 'POST',
      url: '/api/v3/lead',
      payload: { product: 'fiesta', dataPoints },
    });

  it('refuses the first form without acceptance, on the box the form shows', async () => {
    for (const dataPoints of [initial, { ...initial, form_general_policies: false }]) {
      const refused = await create(dataPoints);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        errors: [{ fieldName: 'form_general_policies', message: 'validation.required' }],
      });
    }
    const leads = await t.database.db
      .selectFrom('leads')
      .select('id')
      .where('flow', '=', 'v3')
      .execute();
    expect(leads).toEqual([]);
  });

  it('creates the lead with the consent record when the box is ticked', async () => {
    const created = await create({ ...initial, form_general_policies: true });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await storedLead(id)).consent_record).toEqual(expectedRecord);
  });
});

describe('policy documents', () => {
  it.each(productIds.flatMap((product) => policyDocumentIds.map((doc) => [product, doc] as const)))(
    '%s serves its %s in its language, with the version accepted',
    async (product, document) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/policy/${product}/${document}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = response.body;
      expect(html).toContain(`<html lang="${localeTags[products[product].locale]}">`);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain(`<h1>`);
      expect(html).toContain(products[product].displayName);
      expect(html).toContain(policyVersions[document]);
      expect(html).not.toContain('{{');
    },
  );

  it('states the retention this deployment applies', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/policy/fidea/privacy' });
    expect(response.body).toMatch(/\b45\b/);
  });

  it('serves the same page again on a later request', async () => {
    const url = '/api/policy/fiesta/general-terms';
    const first = await t.app.inject({ method: 'GET', url });
    const second = await t.app.inject({ method: 'GET', url });
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(second.body).toContain(products.fiesta.displayName);
  });

  it('answers a document or brand it does not have with a 4xx, never a 5xx', async () => {
    for (const url of ['/api/policy/fiesta/cookies', '/api/policy/nobody/privacy']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('lists, for the host’s brand, documents that resolve', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/policy',
      headers: { host: 'ratapro.localhost' },
    });
    const urls = list
      .json<{ url?: string }[]>()
      .flatMap((policy) => (policy.url === undefined ? [] : [policy.url]));
    expect(urls).toEqual(['/api/policy/ratapro/general-terms', '/api/policy/ratapro/privacy']);
    for (const url of urls) {
      const document = await t.app.inject({ method: 'GET', url });
      expect(document.statusCode).toBe(200);
      expect(document.body).toContain('lang="pl-PL"');
    }
  });
});
