import { randomUUID } from 'node:crypto';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashing, hashPassword, verifyPassword } from '../src/passwords/password-hash.ts';
import { xsrfSession, type XsrfSession } from '../src/test-support/xsrf-session.ts';
import { completeStep, submitLegacyLead, type LeadStateBody } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 20 item 5: a password only on the thank-you screen, once, strong enough, hashed with
// scrypt at OWASP's cost with its parameters in the stored string, hashing capped. Its rate
// limit is the shared limiter's 'password' budget (route-limits.test.ts).
const S = ProgressState;
const url = '/api/lead/customer/password';
const strong = 'violet tram 42 quietly';
let t: TestApp;
beforeAll(async () => {
  // The rate limit has its own test (route-limits.test.ts); here it would cut the burst short.
  t = await createTestApp({ deps: { limits: { passwordAttemptsPerClientPerHour: 1000 } } });
});
afterAll(() => t.close());

/** Cofidis (born on the 9th): offer, marital details, thank-you. */
async function leadAtThankYou(browser: XsrfSession = t.client): Promise<string> {
  let lead: LeadStateBody = await submitLegacyLead(browser, 9);
  for (let i = 0; i < 5 && lead.progressState !== S.ThankYou; i++)
    lead = await completeStep(browser, lead, () => Promise.reject(new Error('no SMS step')));
  expect(lead.progressState).toBe(S.ThankYou);
  return lead.id;
}

const setPassword = (id: string, password: string, browser: XsrfSession = t.client) =>
  browser.inject({ method: 'POST', url, payload: { id, password } });

const storedHash = async (id: string) =>
  (
    await t.database.db
      .selectFrom('customer_passwords')
      .select('hash')
      .where('lead_id', '=', id)
      .executeTakeFirst()
  )?.hash;

describe('setting the customer password', () => {
  it('is refused before the thank-you screen', async () => {
    const accepted = await submitLegacyLead(t.client, 9);
    const response = await setPassword(accepted.id, strong);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'wrong_state' });
    expect(await storedHash(accepted.id)).toBeUndefined();
  });

  it('refuses short, common and personal passwords with their message', async () => {
    const id = await leadAtThankYou();
    const cases = [
      ['short', 'validation.password.tooShort'],
      ['password1234', 'validation.password.weak'],
      ['qwertyuiop123', 'validation.password.weak'],
      ['ana@example.com', 'validation.password.weak'],
    ] as const;
    for (const [password, message] of cases) {
      const response = await setPassword(id, password);
      expect(response.json(), password).toEqual({
        errors: [{ fieldName: 'password', message }],
      });
    }
    expect(await storedHash(id)).toBeUndefined();
  });

  // Three 2^17 derivations (hash, two verifies): seconds each on a busy machine.
  it(
    'stores scrypt N=2^17 r=8 p=1 in the hash, once (409 after)',
    { timeout: 90_000 },
    async () => {
      const id = await leadAtThankYou();
      expect((await setPassword(id, strong)).statusCode).toBe(204);
      const hash = (await storedHash(id)) ?? '';
      expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      expect(await verifyPassword(strong, hash)).toBe(true);
      expect(await verifyPassword(`${strong}!`, hash)).toBe(false);
      const again = await setPassword(id, 'another fine 77 passphrase');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'password_already_set' });
      expect(await storedHash(id)).toBe(hash);
    },
  );

  it('refuses a field the call does not take', async () => {
    const response = await t.client.inject({
      method: 'POST',
      url,
      payload: { id: randomUUID(), password: strong, hash: 'scrypt$2$1$1$a$b' },
    });
    expect(response.json()).toEqual({
      errors: [{ fieldName: 'hash', message: 'validation.unknownField' }],
    });
  });

  // Six leads walked to thank-you and six 128 MiB hashes: allow for a busy machine.
  it(
    'keeps the server answering during a burst: two hashes at a time, the rest queue',
    { timeout: 120_000 },
    async () => {
      // Six applicants, each in their own browser (a lead answers only its own access cookie).
      const browsers = await Promise.all(Array.from({ length: 6 }, () => xsrfSession(t.app)));
      const ids = await Promise.all(browsers.map((browser) => leadAtThankYou(browser)));
      let maxActive = 0;
      let maxQueued = 0;
      const probe = setInterval(() => {
        maxActive = Math.max(maxActive, hashing.activeCount);
        maxQueued = Math.max(maxQueued, hashing.pendingCount);
      }, 2);
      const burst = Promise.all(ids.map((id, i) => setPassword(id, strong, browsers[i])));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      const healthMs = performance.now() - started;
      const answers = await burst;
      clearInterval(probe);
      expect(health.statusCode).toBe(200);
      expect(healthMs).toBeLessThan(250);
      expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 204));
      expect(maxActive).toBe(2);
      expect(maxQueued).toBeGreaterThan(0);
    },
  );
});

describe('password hashes', () => {
  it('verify with the parameters they carry, and refuse absurd ones', async () => {
    const cheap = await hashPassword(strong, { N: 2 ** 14, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword(strong, cheap)).toBe(true);
    const greedy = cheap.replace('$16384$', `$${2 ** 30}$`);
    expect(await verifyPassword(strong, greedy)).toBe(false);
    expect(await verifyPassword(strong, 'scrypt$abc')).toBe(false);
  });
});
