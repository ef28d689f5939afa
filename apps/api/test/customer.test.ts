import { continueLeadResponseSchema } from '@finceptiv/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { submitLegacyLead } from './support/lead-walk.ts';
import { providerResult } from './support/widget.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('continue links', () => {
  it('open a lead with its data only with a valid signed token', async () => {
    const lead = await submitLegacyLead(t.client, 2);
    const minted = await t.app.inject({
      method: 'GET',
      url: `/api/dev/continue-link/${lead.id}?urlType=sms`,
    });
    const { url } = minted.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^/api/v2/lead/url/${lead.id}/sms\\?token=`));
    const opened = await t.app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.json()).toMatchObject({
      id: lead.id,
      data: { personalDetails: { firstName: 'Ana' } },
    });
    expect(continueLeadResponseSchema.safeParse(opened.json()).error).toBeUndefined();

    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    for (const bad of [
      `/api/v2/lead/url/${lead.id}/email?token=${token}`,
      `/api/v2/lead/url/${lead.id}/sms?token=${token.slice(0, -2)}xx`,
      `/api/v2/lead/url/${lead.id}/sms?token=1.${'a'.repeat(43)}`,
      `/api/v3/lead/url/${lead.id}/sms`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: bad });
      expect([403, 422], bad).toContain(response.statusCode);
      expect(response.body).not.toContain('Ana');
    }
  });
});

describe('consents, unsubscribe, affiliate events', () => {
  it('lists the customer consents chosen with the offer', async () => {
    const lead = await submitLegacyLead(t.client, 3);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customer/${lead.id}/consents`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ id: string; required: boolean }[]>().some((c) => c.required)).toBe(true);
  });

  it('refuses a consent step with a required consent unticked', async () => {
    const lead = await submitLegacyLead(t.client, 3);
    await t.client.inject({ method: 'POST', url: `/api/lead/continue/${lead.id}`, payload: {} });
    const status = await t.app.inject({ method: 'GET', url: `/api/lead/status/${lead.id}` });
    expect(status.json()).toMatchObject({ progressState: 9 });
    // Instantor completes on the provider's signed result only.
    const verification = await providerResult(t.client, lead.id);
    await t.client.inject({
      method: 'POST',
      url: '/api/lead/account',
      payload: { id: lead.id, verification },
    });
    const refused = await t.client.inject({
      method: 'POST',
      url: '/api/lead/offer/policy',
      payload: { id: lead.id, consents: {} },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: { fieldName: string }[] }>().errors[0]?.fieldName).toMatch(
      /^consents\./,
    );
  });

  it('stores affiliate events and requires product', async () => {
    const ok = await t.client.inject({
      method: 'POST',
      url: '/api/affiliate/event',
      payload: { product: 'fiesta', event: 'lead', subId: 's1' },
    });
    expect(ok.statusCode).toBe(204);
    const missing = await t.client.inject({
      method: 'POST',
      url: '/api/affiliate/event',
      payload: { event: 'lead' },
    });
    expect(missing.statusCode).toBe(422);
    expect(
      missing.json<{ errors: { fieldName: string }[] }>().errors.map((e) => e.fieldName),
    ).toContain('product');
  });
});
