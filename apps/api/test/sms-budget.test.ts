import { ProgressState } from '@finceptiv/contract/progress-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../src/config/limits.ts';
import { LEAD_ACCESS_COOKIE } from '../src/http/lead-access-cookie.ts';
import { submitLegacyLead } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// One SMS budget for the three send routes (start, resend, change mobile), counted per lead,
// per destination number and per day for the deployment. Only texts that go out count; a
// refused send texts nobody. The steps below share one app and clock, in order.
let t: TestApp;
let now = new Date('2030-01-01T08:00:00Z');
beforeAll(async () => {
  t = await createTestApp({
    deps: {
      now: () => now,
      limits: {
        smsSendsPerLeadPerDay: 3,
        smsSendsPerNumberPerDay: 4,
        smsSendsPerDay: 7,
        smsSendsPerClientPerHour: 1000,
      },
    },
  });
});
afterAll(() => t.close());

const P = '+34 612 345 678'; // the applicant's number in lead-walk.ts
const start = (id: string) => send('POST', '/api/lead/mobile/verification', { id });
const resend = (id: string) => send('POST', '/api/v2/customer/mobile/resend-code', { id });
const change = (id: string, phoneNumber: string) =>
  send('PUT', '/api/v2/customer/mobile', { id, phoneNumber });

// One browser session, several leads: each lead's access cookie is kept for its own calls.
const accessOf = new Map<string, string>();

async function send(
  method: 'POST' | 'PUT',
  url: string,
  payload: { id: string; phoneNumber?: string },
) {
  const cookies = { [LEAD_ACCESS_COOKIE]: accessOf.get(payload.id) ?? '' };
  const response = await t.client.inject({ method, url, payload, cookies });
  return {
    status: response.statusCode,
    body: response.json<unknown>(),
    headers: response.headers,
  };
}

async function leadAtVerification(): Promise<string> {
  const lead = await submitLegacyLead(t.client, 1); // Moneyman: mobile verification first
  accessOf.set(lead.id, t.client.cookies[LEAD_ACCESS_COOKIE] ?? '');
  const moved = await t.client.inject({
    method: 'POST',
    url: `/api/lead/continue/${lead.id}`,
    payload: {},
  });
  expect(moved.json()).toMatchObject({ progressState: ProgressState.MobileVerification });
  return lead.id;
}

async function texts(): Promise<number> {
  const row = await t.database.db
    .selectFrom('sms_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

let second = '';
let third = '';

describe('SMS budget', () => {
  it('per lead: start, resend and change mobile spend one budget of 3', async () => {
    const id = await leadAtVerification();
    expect(await start(id)).toMatchObject({ status: 200, body: { sendsLeft: 2 } });
    expect((await start(id)).status).toBe(200); // the live code stands: nothing sent
    expect(await resend(id)).toMatchObject({ status: 200, body: { sendsLeft: 1 } });
    expect((await change(id, '+34 699 000 111')).status).toBe(200);
    const refused = await resend(id);
    expect(refused).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(Number(refused.headers['retry-after'])).toBe(DAY / 1000);
    expect((await change(id, '+34 611 222 333')).status).toBe(429);
    expect(await texts()).toBe(3);
  });

  it('per number: a second lead on the same phone shares its 4 texts a day', async () => {
    second = await leadAtVerification();
    expect((await start(second)).status).toBe(200); // P: 3rd
    expect((await resend(second)).status).toBe(200); // P: 4th
    expect((await resend(second)).status).toBe(429);
    expect((await change(second, '+34 622 333 444')).status).toBe(200); // another number
    expect(await texts()).toBe(6);
  });

  it('per day: the deployment sends at most 7 texts a day', async () => {
    third = await leadAtVerification();
    expect((await start(third)).status).toBe(429); // P is spent
    expect((await change(third, '+34 633 444 555')).status).toBe(200); // 7th of the day
    expect((await resend(third)).status).toBe(429);
    expect(await texts()).toBe(7);
  });

  it('a new day brings the budgets back', async () => {
    now = new Date(now.getTime() + DAY);
    expect((await resend(third)).status).toBe(200);
    expect((await change(second, P)).status).toBe(200);
    expect(await texts()).toBe(9);
  });
});
