import { ProgressState } from '@finceptiv/contract/progress-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLegacyLead, type LeadStateBody } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    deps: {
      limits: {
        smsSendsPerLeadPerDay: 3,
        verifyAttemptsPerCode: 3,
        smsSendsPerClientPerHour: 1000,
      },
    },
  });
});
afterAll(() => t.close());

// Moneyman (born on day 1) starts with mobile verification.
async function atVerification(): Promise<LeadStateBody> {
  const lead = await submitLegacyLead(t.client, 1);
  const moved = await t.client.inject({
    method: 'POST',
    url: `/api/lead/continue/${lead.id}`,
    payload: {},
  });
  expect(moved.json()).toMatchObject({ progressState: ProgressState.MobileVerification });
  return lead;
}

async function outbox(id: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox/${id}` });
  return response.json<{ messages: { text: string }[] }>().messages.map((m) => m.text);
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('mobile verification', () => {
  it('sends one code per screen opening, keeps only a hash, and resends on request', async () => {
    const { id } = await atVerification();
    const first = await t.client.inject({
      method: 'POST',
      url: '/api/lead/mobile/verification',
      payload: { id },
    });
    expect(first.json()).toMatchObject({ sendsLeft: 2 });
    await t.client.inject({
      method: 'POST',
      url: '/api/lead/mobile/verification',
      payload: { id },
    });
    expect(await outbox(id)).toHaveLength(1);
    const row = await t.database.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('lead_id', '=', id)
      .executeTakeFirstOrThrow();
    const code = /(\d{6})/.exec((await outbox(id))[0] ?? '')?.[1] ?? '';
    expect(row.code_hash).not.toContain(code);
    await t.client.inject({
      method: 'POST',
      url: '/api/v2/customer/mobile/resend-code',
      payload: { id },
    });
    await t.client.inject({
      method: 'POST',
      url: '/api/v2/customer/mobile/resend-code',
      payload: { id },
    });
    expect(await outbox(id)).toHaveLength(3);
    const limited = await t.client.inject({
      method: 'POST',
      url: '/api/v2/customer/mobile/resend-code',
      payload: { id },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts wrong codes and locks the code after the limit', async () => {
    const { id } = await atVerification();
    await t.client.inject({
      method: 'POST',
      url: '/api/lead/mobile/verification',
      payload: { id },
    });
    const code = /(\d{6})/.exec((await outbox(id))[0] ?? '')?.[1] ?? '';
    for (let i = 0; i < 3; i++) {
      const response = await t.client.inject({
        method: 'POST',
        url: '/api/v2/customer/mobile/verify',
        payload: { id, code: wrong(code) },
      });
      expect(response.statusCode).toBe(422);
    }
    const locked = await t.client.inject({
      method: 'POST',
      url: '/api/v2/customer/mobile/verify',
      payload: { id, code },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: 'too_many_attempts' });
  });

  // Issue 20 item 4: the phone changes only through change-mobile, and that resets verification.
  it('voids the old number’s code when the number changes, and texts the new one', async () => {
    const { id } = await atVerification();
    const post = (url: string, payload: object) =>
      t.client.inject({ method: 'POST', url, payload: { id, ...payload } });
    await post('/api/lead/mobile/verification', {});
    const oldCode = /(\d{6})/.exec((await outbox(id))[0] ?? '')?.[1] ?? '';
    const changed = await t.client.inject({
      method: 'PUT',
      url: '/api/v2/customer/mobile',
      payload: { id, phoneNumber: '+34 699 000 222' },
    });
    expect(changed.json()).toMatchObject({ progressState: ProgressState.MobileVerification });
    const stale = await post('/api/v2/customer/mobile/verify', { code: oldCode });
    expect(stale.statusCode).toBe(422);
    const row = await t.database.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('lead_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone: '+34 699 000 222', verified_at: null });
    const newCode = /(\d{6})/.exec((await outbox(id)).at(-1) ?? '')?.[1] ?? '';
    const verified = await post('/api/v2/customer/mobile/verify', { code: newCode });
    expect(verified.statusCode).toBe(200);
  });

  it('rejects an expired code', async () => {
    let now = new Date();
    const clocked = await (
      await import('./support/test-app.ts')
    ).createTestApp({ deps: { now: () => now } });
    try {
      const lead = await submitLegacyLead(clocked.client, 1);
      await clocked.client.inject({
        method: 'POST',
        url: `/api/lead/continue/${lead.id}`,
        payload: {},
      });
      await clocked.client.inject({
        method: 'POST',
        url: '/api/lead/mobile/verification',
        payload: { id: lead.id },
      });
      const sms = await clocked.app.inject({
        method: 'GET',
        url: `/api/dev/sms-outbox/${lead.id}`,
      });
      const code = /(\d{6})/.exec(sms.body)?.[1] ?? '';
      now = new Date(now.getTime() + 11 * 60_000);
      const response = await clocked.client.inject({
        method: 'POST',
        url: '/api/v2/customer/mobile/verify',
        payload: { id: lead.id, code },
      });
      expect(response.statusCode).toBe(422);
    } finally {
      await clocked.close();
    }
  });

  it('rate limits sends per client', async () => {
    const limited = await (
      await import('./support/test-app.ts')
    ).createTestApp({ deps: { limits: { smsSendsPerClientPerHour: 2 } } });
    try {
      const lead = await submitLegacyLead(limited.client, 1);
      await limited.client.inject({
        method: 'POST',
        url: `/api/lead/continue/${lead.id}`,
        payload: {},
      });
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (
            await limited.client.inject({
              method: 'POST',
              url: '/api/v2/customer/mobile/resend-code',
              payload: { id: lead.id },
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
