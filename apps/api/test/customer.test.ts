import { randomUUID } from 'node:crypto';
import { continueLeadResponseSchema, type ContinueLeadResponse } from '@finceptiv/contract/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { submitLegacyLead } from './support/lead-walk.ts';
import { LEAD_ACCESS_COOKIE } from '../src/http/lead-access-cookie.ts';
import { xsrfSession } from '../src/test-support/xsrf-session.ts';
import { providerResult } from './support/widget.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('continue links', () => {
  it('open a lead by POSTing the link token, once, with its identifiers masked', async () => {
    const lead = await submitLegacyLead(t.client, 2);
    await t.database.db
      .updateTable('leads')
      .set({
        data: sql`jsonb_set(jsonb_set(data, '{incomeDetails,iban}', '"ES9121000418450200051332"'), '{personalDetails,personalCode}', '"12345678Z"')`,
      })
      .where('id', '=', lead.id)
      .execute();
    const minted = await t.app.inject({
      method: 'GET',
      url: `/api/dev/continue-link/${lead.id}?urlType=sms`,
    });
    const { url } = minted.json<{ url: string }>();
    expect(url).toMatch(
      new RegExp(`^/application-frontend/continue/${lead.id}\\?urlType=sms&token=[\\w-]{43}$`),
    );
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    const other = await xsrfSession(t.app);
    const opened = await other.inject({
      method: 'POST',
      url: `/api/v2/lead/url/${lead.id}/sms`,
      payload: { token },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const body = opened.json<ContinueLeadResponse>();
    expect(continueLeadResponseSchema.safeParse(body).error).toBeUndefined();
    expect(body).toMatchObject({
      id: lead.id,
      data: { personalDetails: { firstName: 'Ana' } },
      masked: { iban: 'ES91 **** **** **** **** 1332', personalCode: '******78Z' },
    });
    expect(opened.body).not.toContain('2100');
    expect(opened.body).not.toContain('12345678');
    // The link is used up: neither another browser nor the applicant's first one gets it again.
    const again = await t.client.inject({
      method: 'POST',
      url: `/api/v2/lead/url/${lead.id}/sms`,
      payload: { token },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'lead_not_found' });
  });

  it('answers every bad link exactly as an unknown lead: 404 or 422, no data', async () => {
    const lead = await submitLegacyLead(t.client, 2);
    const minted = await t.app.inject({
      method: 'GET',
      url: `/api/dev/continue-link/${lead.id}?urlType=sms`,
    });
    const token = new URL(minted.json<{ url: string }>().url, 'http://x').searchParams.get('token');
    const stranger = await xsrfSession(t.app);
    for (const [path, payload] of [
      [`/api/v2/lead/url/${lead.id}/email`, { token }],
      [`/api/v2/lead/url/${lead.id}/sms`, { token: `${token?.slice(0, -2)}xx` }],
      [`/api/v2/lead/url/${randomUUID()}/sms`, { token }],
      [`/api/v3/lead/url/${lead.id}/sms`, {}],
    ] as const) {
      const response = await stranger.inject({ method: 'POST', url: path, payload });
      expect([404, 422], path).toContain(response.statusCode);
      expect(response.body).not.toContain('Ana');
      expect(response.cookies.map((c) => c.name)).not.toContain(LEAD_ACCESS_COOKIE);
    }
  });
});

describe('consents, unsubscribe, affiliate events', () => {
  it('lists the customer consents chosen with the offer', async () => {
    const lead = await submitLegacyLead(t.client, 3);
    const response = await t.client.inject({
      method: 'GET',
      url: `/api/customer/${lead.id}/consents`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ id: string; required: boolean }[]>().some((c) => c.required)).toBe(true);
  });

  it('refuses a consent step with a required consent unticked', async () => {
    const lead = await submitLegacyLead(t.client, 3);
    await t.client.inject({ method: 'POST', url: `/api/lead/continue/${lead.id}`, payload: {} });
    const status = await t.client.inject({ method: 'GET', url: `/api/lead/status/${lead.id}` });
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
