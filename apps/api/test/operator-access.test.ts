// The operator area's door (issue 25 item 1, ADR 0041): only a signed-in operator gets past it,
// sessions end on sign-out, on expiry and with the account, and repeated wrong passwords lock
// the client that sent them out of the account on every instance, since the count lives in the
// database they share.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { apiRouteList } from '@finceptiv/contract/api';
import { operatorSessionCookieName } from '@finceptiv/contract/api/headers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testEnv } from '../src/config/env.ts';
import { addOperator, removeOperator } from '../src/operators/operator-accounts.ts';
import { xsrfSession, type XsrfSession } from '../src/test-support/xsrf-session.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { migratedDataDir, onPostgresStage } from './support/test-database.ts';

const email = 'ops@lender.example';
const password = 'correct horse battery staple 42';
let clock = new Date('2026-11-25T09:00:00.000Z');
let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  // A second instance on the same database: the load balancer's other half.
  second = await buildApp({ env: testEnv(), db: t.database.db, now: () => clock });
  await second.ready();
  await addOperator(t.database.db, email, password);
}, 60_000);
afterAll(async () => {
  await second.close();
  await t.close();
});

const operatorOnly = apiRouteList.filter((route) => route.access === 'operator');

async function signIn(client: XsrfSession, as = email, with_ = password) {
  return client.inject({
    method: 'POST',
    url: '/api/operator/session',
    payload: { email: as, password: with_ },
  });
}

async function everyOperatorRoute(client: XsrfSession): Promise<number[]> {
  const statuses: number[] = [];
  for (const route of operatorOnly) {
    const response = await client.inject({ method: route.method, url: route.path, payload: {} });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('the operator area', () => {
  it('has routes that answer 401 without a session, or with a made-up one', async () => {
    expect(operatorOnly.map((route) => route.name).sort()).toEqual([
      'operatorApplicationsPerDay',
      'operatorFieldErrors',
      'operatorFunnel',
      'operatorPartners',
      'operatorSession',
      'operatorSignOut',
      'operatorVitals',
    ]);
    const stranger = await xsrfSession(t.app);
    expect(await everyOperatorRoute(stranger)).toEqual(operatorOnly.map(() => 401));
    const forger = await xsrfSession(t.app);
    forger.cookies[operatorSessionCookieName] = 'A'.repeat(43);
    expect(await everyOperatorRoute(forger)).toEqual(operatorOnly.map(() => 401));
  });

  it('signs an operator in with an HttpOnly, Secure, Strict session cookie, and out again', async () => {
    const operator = await xsrfSession(t.app);
    const signed = await signIn(operator, ' OPS@lender.example ');
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ email, expiresAt: '2026-11-25T17:00:00.000Z' });
    const cookie = String(signed.headers['set-cookie']);
    expect(cookie).toContain(`${operatorSessionCookieName}=`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    const session = await operator.inject({ method: 'GET', url: '/api/operator/session' });
    expect(session.statusCode).toBe(200);
    const out = await operator.inject({ method: 'POST', url: '/api/operator/sign-out' });
    expect(out.statusCode).toBe(204);
    // The old cookie, replayed after sign-out, opens nothing.
    const secret = /__Host-operator-session=([^;]+)/.exec(cookie)?.[1] ?? '';
    const replay = await xsrfSession(t.app);
    replay.cookies[operatorSessionCookieName] = secret;
    expect(await everyOperatorRoute(replay)).toEqual(operatorOnly.map(() => 401));
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const client = await xsrfSession(t.app);
    const unknown = await signIn(client, 'nobody@lender.example');
    const wrong = await signIn(client, 'other@lender.example', 'not the password');
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('ends a session at its expiry, and every session with the account', async () => {
    const operator = await xsrfSession(t.app);
    expect((await signIn(operator)).statusCode).toBe(200);
    const started = clock;
    clock = new Date(started.getTime() + 8 * 3600_000 + 1000);
    expect(await everyOperatorRoute(operator)).toEqual(operatorOnly.map(() => 401));
    clock = started;
    const again = await xsrfSession(t.app);
    expect((await signIn(again)).statusCode).toBe(200);
    await removeOperator(t.database.db, email);
    expect(await everyOperatorRoute(again)).toEqual(operatorOnly.map(() => 401));
    await addOperator(t.database.db, email, password);
  });

  it('locks the client out of an account after five wrong passwords, on every instance', async () => {
    const locked = 'locked@lender.example';
    await addOperator(t.database.db, locked, password);
    const one = await xsrfSession(t.app);
    const other = await xsrfSession(second);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const client = attempt % 2 === 0 ? one : other;
      statuses.push((await signIn(client, locked, `wrong ${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // Even the right password, through either instance, until the hour has passed.
    expect((await signIn(other, locked)).statusCode).toBe(429);
    expect((await signIn(one, locked)).statusCode).toBe(429);
    // Only that address is locked out: operator-lockout.test.ts signs the operator in elsewhere.
    const started = clock;
    clock = new Date(started.getTime() + 3600_000 + 1000);
    expect((await signIn(one, locked)).statusCode).toBe(200);
    clock = started;
    // Six full-cost scrypt checks: seconds each on a machine busy with the other test files.
  }, 90_000);
});

// The command opens its own PGlite under DATA_DIR in either stage of npm test.
describe.skipIf(onPostgresStage)('npm run operator', () => {
  const apiDir = path.resolve(import.meta.dirname, '..');
  const dataDir = migratedDataDir('operator-cli-');
  const command = (input: string, ...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/operator.ts', ...args], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
      input,
      encoding: 'utf8',
      timeout: 80_000,
    });

  it('adds an operator with a password read from stdin, and refuses a weak one', () => {
    const weak = command('password123\n', 'add', 'team@lender.example');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/at least 12 characters|too easy to guess/);
    const added = command(`${password}\n`, 'add', 'team@lender.example');
    expect(added.stderr).toBe('');
    expect(added.stdout).toBe('added team@lender.example\n');
    expect(command('', 'list').stdout).toBe('team@lender.example\n');
    expect(command('', 'promote', 'team@lender.example').stderr).toMatch(/usage: npm run operator/);
  }, 180_000);
});
