// Wrong operator passwords lock out the client that sent them, not the operator (security
// review, operators/sign-in-throttle.ts): five from one address refuse that address for the
// account, on every instance, while the operator signs in from anywhere else; past the account's
// ceiling of 100 an hour a guess spread over many addresses is refused from everywhere.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testEnv } from '../src/config/env.ts';
import { normalEmail } from '../src/operators/operator-accounts.ts';
import { defaultLimits } from '../src/config/limits.ts';
import { clientOf } from '../src/operators/sign-in-throttle.ts';
import { hashPassword } from '../src/passwords/password-hash.ts';
import { xsrfSession, type XsrfSession } from '../src/test-support/xsrf-session.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const password = 'correct horse battery staple 42';
const started = new Date('2026-11-25T09:00:00.000Z');
let clock = started;
let t: TestApp;
let second: FastifyInstance;
let behindProxy: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  // The load balancer's other half, on the same database; and one behind a proxy it trusts.
  second = await buildApp({ env: testEnv(), db: t.database.db, now: () => clock });
  behindProxy = await buildApp({
    env: testEnv({ TRUST_PROXY: ['10.0.0.1'] }),
    db: t.database.db,
    now: () => clock,
  });
  await Promise.all([second.ready(), behindProxy.ready()]);
}, 60_000);
afterAll(async () => {
  await second.close();
  await behindProxy.close();
  await t.close();
});

/**
 * An operator whose hash is cheap to check (scrypt at N=2^10): the ceiling test checks a hundred
 * wrong passwords. The stored parameters travel with the hash, so it verifies as any other.
 */
async function cheapOperator(email: string): Promise<void> {
  const hash = await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });
  await t.database.db
    .insertInto('operators')
    .values({ email: normalEmail(email), password_hash: hash })
    .execute();
}

function signIn(client: XsrfSession, email: string, from: string, withPassword = password) {
  return client.inject({
    method: 'POST',
    url: '/api/operator/session',
    payload: { email, password: withPassword },
    remoteAddress: from,
  });
}

const afterTheHour = () => {
  clock = new Date(started.getTime() + 3600_000 + 1000);
};

describe('wrong operator passwords', () => {
  it('lock out only the address that sent them: the operator signs in from another', async () => {
    const email = 'target@lender.example';
    await cheapOperator(email);
    const attacker = await xsrfSession(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push((await signIn(attacker, email, '203.0.113.66', `wrong ${attempt}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);

    // The operator, at the office: signed in, on either instance.
    const operator = await xsrfSession(t.app);
    const signed = await signIn(operator, email, '198.51.100.10');
    expect(signed.statusCode).toBe(200);
    expect(String(signed.headers['set-cookie'])).toContain('__Host-operator-session=');
    const elsewhere = await xsrfSession(second);
    expect((await signIn(elsewhere, email, '198.51.100.10')).statusCode).toBe(200);

    // The attacker's address stays refused, on every instance, even with the right password,
    // with how long to wait; its refused tries do not count towards the account's ceiling.
    const refused = await signIn(attacker, email, '203.0.113.66');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const other = await xsrfSession(second);
    expect((await signIn(other, email, '203.0.113.66')).statusCode).toBe(429);

    afterTheHour();
    expect((await signIn(attacker, email, '203.0.113.66')).statusCode).toBe(200);
    clock = started;
  });

  it('tell the addresses apart through a trusted proxy (X-Forwarded-For)', async () => {
    const email = 'proxied@lender.example';
    await cheapOperator(email);
    const viaProxy = (client: XsrfSession, forwardedFor: string, withPassword = password) =>
      client.inject({
        method: 'POST',
        url: '/api/operator/session',
        payload: { email, password: withPassword },
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const client = await xsrfSession(behindProxy);
    for (let attempt = 0; attempt < 5; attempt++)
      await viaProxy(client, '203.0.113.70', `wrong ${attempt}`);
    expect((await viaProxy(client, '203.0.113.70')).statusCode).toBe(429);
    expect((await viaProxy(client, '198.51.100.20')).statusCode).toBe(200);
  });

  it('count an IPv6 client by its /64, which one host holds whole', async () => {
    const email = 'six@lender.example';
    await cheapOperator(email);
    const attacker = await xsrfSession(t.app);
    for (let attempt = 0; attempt < 5; attempt++)
      await signIn(attacker, email, `2001:db8:1:2::${attempt + 1}`, `wrong ${attempt}`);
    expect((await signIn(attacker, email, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await signIn(attacker, email, '2001:db8:1:3::1')).statusCode).toBe(200);
    expect(clientOf('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('are checked at most five at a time from one address, however many arrive at once', async () => {
    const email = 'burst@lender.example';
    await cheapOperator(email);
    const attacker = await xsrfSession(t.app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(attacker, email, '203.0.113.80', `wrong ${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // Five passwords checked (four 401s, the fifth's 429), the rest refused unchecked.
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
  });

  it('stop a guess spread over many addresses at the account ceiling, for everyone', async () => {
    const email = 'spread@lender.example';
    await cheapOperator(email);
    const ceiling = defaultLimits.operatorFailedSignInsPerAccountPerHour;
    expect(ceiling).toBe(100);
    const attacker = await xsrfSession(t.app);
    const statuses: number[] = [];
    // Four wrong passwords from each of 25 addresses: no address reaches its own lock.
    for (let address = 0; address < ceiling / 4; address++) {
      for (let attempt = 0; attempt < 4; attempt++) {
        const answer = await signIn(attacker, email, `192.0.2.${address + 1}`, `wrong ${attempt}`);
        statuses.push(answer.statusCode);
      }
    }
    expect(statuses.slice(0, ceiling - 1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The hundredth wrong password closed the account: a new address, even the right password.
    const operator = await xsrfSession(second);
    const closed = await signIn(operator, email, '198.51.100.30');
    expect(closed.statusCode).toBe(429);
    expect(Number(closed.headers['retry-after'])).toBeGreaterThan(3500);
    afterTheHour();
    expect((await signIn(operator, email, '198.51.100.30')).statusCode).toBe(200);
    clock = started;
  }, 60_000);

  it('leave other accounts alone, and a right password counts for nothing', async () => {
    const email = 'steady@lender.example';
    await cheapOperator(email);
    const operator = await xsrfSession(t.app);
    // Twenty sign-ins from one address in the hour: none of them is a failure.
    for (let i = 0; i < 20; i++)
      expect((await signIn(operator, email, '198.51.100.40')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++)
      await signIn(operator, email, '198.51.100.40', `typo ${attempt}`);
    expect((await signIn(operator, email, '198.51.100.40')).statusCode).toBe(200);
  });
});
