import { ProgressState } from '@finceptiv/contract/progress-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../src/config/env.ts';
import { xsrfSession, type XsrfSession } from '../src/test-support/xsrf-session.ts';
import { consumeWidgetResult, signWidgetResult } from '../src/verification/widget-result.ts';
import { submitLegacyLead } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { providerResult } from './support/widget.ts';

// Issue 20 item 4: a bank or card widget step advances only on the provider's signed result,
// never on the browser's word. Wenance (born on the 2nd) starts with the Tink widget (17).
const S = ProgressState;
let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => new Date(clock) } });
});
afterAll(() => t.close());

async function leadAtTink(browser: XsrfSession = t.client): Promise<string> {
  const { id } = await submitLegacyLead(browser, 2);
  const next = await browser.inject({ method: 'POST', url: `/api/lead/continue/${id}` });
  expect(next.json()).toMatchObject({ progressState: S.WenanceTink });
  return id;
}

const account = (payload: object, browser: XsrfSession = t.client) =>
  browser.inject({ method: 'POST', url: '/api/lead/account', payload });
const refused = {
  errors: [{ fieldName: 'verification', message: 'validation.verificationResult' }],
};

describe('widget steps', () => {
  it('do not advance on the browser saying "verified"', async () => {
    const id = await leadAtTink();
    expect((await account({ id })).json()).toEqual(refused);
    const oldMessage = await account({ id, answers: { verification: 'tink' } });
    expect(oldMessage.statusCode).toBe(422);
    const forged = `v1.someref.verified.${clock}.${Buffer.alloc(32).toString('base64url')}`;
    expect((await account({ id, verification: forged })).json()).toEqual(refused);
    const status = await t.client.inject({ method: 'GET', url: `/api/lead/status/${id}` });
    expect(status.json()).toMatchObject({ progressState: S.WenanceTink });
  });

  it('advance on the result the provider signed, and only once', async () => {
    const id = await leadAtTink();
    const token = await providerResult(t.client, id);
    const done = await account({ id, verification: token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ progressState: S.WenanceAccount });
    // Spent: the same result cannot complete a step again (checked on the session itself).
    const again = await consumeWidgetResult(
      t.database.db,
      testEnv().APP_SECRET,
      { leadId: id, provider: 'tink', now: new Date(clock) },
      token,
    );
    expect(again).toBe(false);
  });

  it('refuse a failed outcome, an altered one, another lead’s and a stale result', async () => {
    const id = await leadAtTink();
    expect(
      (await account({ id, verification: await providerResult(t.client, id, 'failed') })).json(),
    ).toEqual(refused);
    const good = await providerResult(t.client, id);
    // The same signature over another time (a result made to look fresh) is refused.
    const altered = good.replace(`.${clock}.`, `.${clock + 1}.`);
    expect(altered).not.toBe(good);
    expect((await account({ id, verification: altered })).statusCode).toBe(422);
    // Another applicant, in their own browser, presenting this lead's result for their lead.
    const otherBrowser = await xsrfSession(t.app);
    const other = await leadAtTink(otherBrowser);
    expect((await account({ id: other, verification: good }, otherBrowser)).json()).toEqual(
      refused,
    );
    clock += 11 * 60_000;
    try {
      expect((await account({ id, verification: good })).json()).toEqual(refused);
    } finally {
      clock -= 11 * 60_000;
    }
    // Unspent by all of the above: still good now.
    expect((await account({ id, verification: good })).statusCode).toBe(200);
  });

  it('sign nothing without an open session of that provider', async () => {
    const id = await leadAtTink();
    const session = await t.client.inject({
      method: 'POST',
      url: '/api/lead/verification/session',
      payload: { id },
    });
    const { reference } = session.json<{ reference: string }>();
    for (const url of [
      '/api/dev/verification-provider/tink',
      '/api/dev/verification-provider/paylands?reference=' + reference,
    ]) {
      const page = await t.client.inject({ method: 'GET', url });
      expect(page.body).not.toContain('data-result');
    }
    const wrongState = await t.client.inject({
      method: 'POST',
      url: '/api/lead/verification/session',
      payload: { id: (await submitLegacyLead(t.client, 14)).id },
    });
    expect(wrongState.statusCode).toBe(409);
  });

  it('refuse a result signed with another secret', async () => {
    const id = await leadAtTink();
    const genuine = await providerResult(t.client, id);
    const [, reference = ''] = genuine.split('.');
    const result = { leadId: id, provider: 'tink', reference, outcome: 'verified' } as const;
    const foreign = signWidgetResult('another-secret'.repeat(3), { ...result, issuedAt: clock });
    expect((await account({ id, verification: foreign })).json()).toEqual(refused);
  });
});
