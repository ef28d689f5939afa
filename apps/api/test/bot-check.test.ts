// The bot check on lead creation (issue 23 item 4, ADR 0045): no lead is created without a
// solved, unexpired, unspent challenge of ALTCHA's proof of work, on either flow; whatever the
// token says, the answer is a 422 on the field the app shows it on, never a 5xx; an answer is
// spent once, by whoever presents it, and a create that fails for another reason spends nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import {
  botCheckChallengeSchema,
  encodeAltchaToken,
  type AltchaChallenge,
} from '@finceptiv/contract/api/bot-check';
import { builtInBotCheck, readBotCheckEnv } from '../src/config/bot-check-env.ts';
import { loadEnv, EnvError } from '../src/config/env.ts';
import { botChallengePath, solveBotChallenge } from '../src/test-support/bot-answer.ts';
import { xsrfSession } from '../src/test-support/xsrf-session.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { leadCount as countLeads } from './support/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function challenge(client = t.client): Promise<AltchaChallenge> {
  const answer = await client.inject({ method: 'GET', url: botChallengePath });
  expect(answer.statusCode).toBe(200);
  const parsed = botCheckChallengeSchema.parse(answer.json());
  if (parsed.provider !== 'altcha') throw new Error('expected the built-in check');
  return parsed.challenge;
}

async function solved(c: AltchaChallenge) {
  const solution = await solveChallenge({ challenge: c, deriveKey });
  if (solution === null) throw new Error('not solved');
  return solution;
}

const legacyCreate = (recaptchaToken: unknown, client = t.client) =>
  client.inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: { product: 'fiesta', amount: 500, period: 61, recaptchaToken },
  });

const v3Create = (recaptchaToken: unknown, extra: object = {}) =>
  t.client.inject({
    method: 'POST',
    url: '/api/v3/lead',
    payload: {
      product: 'fiesta',
      recaptchaToken,
      dataPoints: { email: 'ana@example.com', phone_number: '+34 612 345 678', ...extra },
    },
  });

const flipLast = (hex: string) => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');

const refusedOn = (fieldName: string) => ({
  errors: [{ fieldName, message: 'validation.botCheck' }],
});

const leadCount = () => countLeads(t.database.db);

describe('the challenge', () => {
  it('is a signed, expiring ALTCHA challenge that is never cached', async () => {
    const answer = await t.client.inject({ method: 'GET', url: botChallengePath });
    expect(answer.headers['cache-control']).toContain('no-store');
    const c = await challenge();
    expect(c.parameters.algorithm).toBe('SHA-256');
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    const life = (c.parameters.expiresAt ?? 0) * 1000 - Date.now();
    expect(life).toBeGreaterThan(4 * 60_000);
    expect(life).toBeLessThanOrEqual(5 * 60_000);
  });

  it('takes at least the configured work to answer', async () => {
    const work = 50;
    const counters = [];
    for (let i = 0; i < 5; i++) counters.push((await solved(await challenge())).counter);
    for (const counter of counters) {
      expect(counter).toBeGreaterThanOrEqual(work);
      expect(counter).toBeLessThanOrEqual(2 * work);
    }
  });
});

describe('a lead create', () => {
  it('is created with a solved challenge, and the answer is not stored with the lead', async () => {
    const c = await challenge();
    const created = await legacyCreate(encodeAltchaToken(c, await solved(c)));
    expect(created.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('leads')
      .select('data')
      .where('id', '=', created.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.data)).not.toContain('recaptchaToken');
  });

  it('is refused without an answer, on the field each flow shows it on', async () => {
    const before = await leadCount();
    const legacy = await legacyCreate(undefined);
    expect(legacy.statusCode).toBe(422);
    expect(legacy.json()).toEqual(refusedOn('recaptchaToken'));
    const v3 = await v3Create(undefined);
    expect(v3.statusCode).toBe(422);
    expect(v3.json()).toEqual(refusedOn('form_recaptchalabel'));
    expect(await leadCount()).toBe(before);
    expect(legacy.headers['set-cookie']).toBeUndefined();
  });

  it('answers any token it cannot read with a 422, never a 5xx', async () => {
    const c = await challenge();
    const solution = await solved(c);
    const hostile: unknown[] = [
      '',
      'x',
      'not base64 at all!!',
      Buffer.from('not json').toString('base64'),
      Buffer.from('null').toString('base64'),
      Buffer.from('[]').toString('base64'),
      Buffer.from(JSON.stringify({ challenge: c })).toString('base64'),
      Buffer.from(JSON.stringify({ solution })).toString('base64'),
      Buffer.from(JSON.stringify({ challenge: { signature: 1 }, solution })).toString('base64'),
      Buffer.from(
        JSON.stringify({
          challenge: { ...c, parameters: { ...c.parameters, cost: -1 } },
          solution,
        }),
      ).toString('base64'),
      Buffer.from(
        JSON.stringify({ challenge: c, solution: { counter: -1, derivedKey: 'zz' } }),
      ).toString('base64'),
      Buffer.from(
        JSON.stringify({ challenge: c, solution: { counter: 2 ** 40, derivedKey: '00' } }),
      ).toString('base64'),
      'A'.repeat(4096),
      42,
      { challenge: c, solution },
      ['a'],
      true,
    ];
    for (const token of hostile) {
      const answer = await legacyCreate(token);
      expect([422], JSON.stringify(token).slice(0, 80)).toContain(answer.statusCode);
    }
  });

  it('refuses a wrong answer: another key, or the answer of another challenge', async () => {
    const c = await challenge();
    const solution = await solved(c);
    const other = await challenge();
    const wrong = [
      encodeAltchaToken(c, { ...solution, derivedKey: flipLast(solution.derivedKey) }),
      encodeAltchaToken(c, { ...solution, derivedKey: '00'.repeat(32) }),
      encodeAltchaToken(other, solution),
    ];
    for (const token of wrong)
      expect((await legacyCreate(token)).json()).toEqual(refusedOn('recaptchaToken'));
    // The right answer still works: a wrong try spends nothing.
    expect((await legacyCreate(encodeAltchaToken(c, solution))).statusCode).toBe(201);
  });

  it('refuses a challenge whose terms were changed (easier prefix, later expiry)', async () => {
    const c = await challenge();
    const solution = await solved(c);
    const easier = { ...c, parameters: { ...c.parameters, keyPrefix: '00' } };
    const later = {
      ...c,
      parameters: { ...c.parameters, expiresAt: (c.parameters.expiresAt ?? 0) + 3600 },
    };
    for (const changed of [easier, later]) {
      const answer = await legacyCreate(encodeAltchaToken(changed, solution));
      expect(answer.json()).toEqual(refusedOn('recaptchaToken'));
    }
  });

  it('refuses an answer to a challenge older than five minutes', async () => {
    const c = await challenge();
    const token = encodeAltchaToken(c, await solved(c));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    const answer = await legacyCreate(token);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual(refusedOn('recaptchaToken'));
  });

  it('spends an answer once: a second create with it is refused, from any browser', async () => {
    const c = await challenge();
    const token = encodeAltchaToken(c, await solved(c));
    expect((await legacyCreate(token)).statusCode).toBe(201);
    // The same browser under a new submission, and an attacker who copied the token.
    expect((await legacyCreate(token)).json()).toEqual(refusedOn('recaptchaToken'));
    const attacker = await xsrfSession(t.app);
    expect((await legacyCreate(token, attacker)).json()).toEqual(refusedOn('recaptchaToken'));
  });

  it('answers a retried create from its first result without spending again', async () => {
    const c = await challenge();
    const payload = {
      product: 'fiesta',
      amount: 500,
      recaptchaToken: encodeAltchaToken(c, await solved(c)),
    };
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await t.client.inject({ method: 'POST', url: '/api/v2/lead', payload, headers });
    const retry = await t.client.inject({ method: 'POST', url: '/api/v2/lead', payload, headers });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
  });

  it('spends nothing when the create is refused for another reason', async () => {
    const c = await challenge();
    const token = encodeAltchaToken(c, await solved(c));
    // Personal data without acceptance of the policies (ADR 0040): refused on the acceptance box.
    const refused = await v3Create(token, { form_first_name: 'Ana' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: { fieldName: string }[] }>().errors[0]?.fieldName).toBe(
      'form_general_policies',
    );
    const accepted = await v3Create(token, { form_first_name: 'Ana', form_general_policies: true });
    expect(accepted.statusCode).toBe(201);
  });

  it('needs no answer to update a lead', async () => {
    const created = await legacyCreate(
      await solveBotChallenge(
        (await t.client.inject({ method: 'GET', url: botChallengePath })).json(),
      ),
    );
    const { id } = created.json<{ id: string }>();
    const update = await t.client.inject({
      method: 'PUT',
      url: '/api/v2/lead',
      payload: { product: 'fiesta', id, amount: 600 },
    });
    expect(update.statusCode).toBe(200);
  });
});

describe('a hosted provider (Turnstile) for one brand', () => {
  let stub: Server;
  let hosted: TestApp;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    // The provider's siteverify, played on loopback: it knows one good token and says
    // timeout-or-duplicate for a token it has already answered, as the real one does.
    const answered = new Set<string>();
    stub = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        const token = form.get('response') ?? '';
        if (token.startsWith('drop-')) {
          request.socket.destroy();
          return;
        }
        const good = form.get('secret') === 'stub-secret' && token.startsWith('good-');
        const duplicate = answered.has(token);
        if (good) answered.add(token);
        const result =
          good && !duplicate
            ? { success: true }
            : {
                success: false,
                'error-codes': [duplicate ? 'timeout-or-duplicate' : 'invalid-input-response'],
              };
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(result));
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const { port } = stub.address() as AddressInfo;
    const { botCheck } = readBotCheckEnv({
      BOT_CHECK_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
      BOT_CHECK_FIESTA_PROVIDER: 'turnstile',
      BOT_CHECK_FIESTA_SITE_KEY: 'stub-site-key',
      BOT_CHECK_FIESTA_SECRET_KEY: 'stub-secret',
      BOT_CHECK_WORK: '50',
    });
    hosted = await createTestApp({ env: { BOT_CHECK: botCheck } });
  });
  afterAll(async () => {
    await hosted.close();
    await new Promise((resolve) => stub.close(resolve));
  });

  const create = (recaptchaToken: string) =>
    hosted.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: { product: 'fiesta', amount: 500, recaptchaToken },
    });

  it('gives the browser the site key, and admits the widget in the page CSP', async () => {
    const answer = await hosted.client.inject({ method: 'GET', url: botChallengePath });
    expect(answer.json()).toEqual({ provider: 'turnstile', siteKey: 'stub-site-key' });
    const page = await hosted.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'localhost' },
    });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    // Another brand keeps the built-in check and a CSP without the widget.
    const other = await hosted.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'ibancar.localhost' },
    });
    expect(String(other.headers['content-security-policy'])).not.toContain('cloudflare');
  });

  it('creates a lead with a token the provider confirms, once', async () => {
    expect((await create('good-1')).statusCode).toBe(201);
    const check = seen.at(-1);
    expect(check?.get('secret')).toBe('stub-secret');
    expect(check?.get('response')).toBe('good-1');
    expect((await create('good-1')).json()).toEqual(refusedOn('recaptchaToken'));
    expect((await create('forged')).json()).toEqual(refusedOn('recaptchaToken'));
  });

  it('refuses (422, not 5xx) while the provider cannot be reached', async () => {
    // The stub drops the connection without an answer, as a provider outage does.
    const answer = await create('drop-1');
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual(refusedOn('recaptchaToken'));
  });
});

describe('configuration', () => {
  const base = { APP_ENV: 'development', HOST: '127.0.0.1' };
  it('puts every brand on the built-in check by default', () => {
    expect(loadEnv(base).BOT_CHECK).toEqual(builtInBotCheck());
  });

  it('names each bad variable', () => {
    const load = (extra: Record<string, string>) => () => loadEnv({ ...base, ...extra });
    expect(load({ BOT_CHECK_FIESTA_PROVIDER: 'recaptcha' })).toThrow(/BOT_CHECK_FIESTA_PROVIDER/);
    expect(load({ BOT_CHECK_IBANCAR_PROVIDER: 'turnstile' })).toThrow(
      /BOT_CHECK_IBANCAR_SITE_KEY[^]*BOT_CHECK_IBANCAR_SECRET_KEY/,
    );
    expect(load({ BOT_CHECK_WORK: '0' })).toThrow(EnvError);
    expect(load({ BOT_CHECK_VERIFY_URL: 'http://verify.example/x' })).toThrow(/https only/);
  });
});
