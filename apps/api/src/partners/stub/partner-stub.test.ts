// The stub partner over real HTTP: it holds the API to the wire format (signature, replay
// window, idempotency key, body cap), and each of its answers is one the wire format accepts,
// so a test of the API against it fails for the API's reasons, not the stub's.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createConnection, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  idempotencyHeader,
  signatureHeader,
  signatureProblem,
  signedHeaders,
  timestampHeader,
} from '../signing.ts';
import { callbackSchema, decisionAnswerSchema, type DecisionRequest } from '../wire.ts';
import { startPartnerStub, type PartnerStub } from './partner-stub.ts';
import { maxBodyBytes } from './read-body.ts';

const secret = 'alpha-shared-secret';

function request(overrides: Partial<DecisionRequest> = {}): DecisionRequest {
  return {
    applicationId: randomUUID(),
    brand: 'fiesta',
    country: 'ES',
    currency: 'EUR',
    loan: { amount: 1000, period: 12, periodScale: 'months' },
    applicant: { personalDetails: { firstName: 'Ana' } },
    ...overrides,
  };
}

interface PostOptions {
  secret?: string;
  at?: Date;
  key?: string | null;
  raw?: string;
}

async function post(
  stub: PartnerStub,
  partnerId: string,
  body: DecisionRequest,
  o: PostOptions = {},
) {
  const text = o.raw ?? JSON.stringify(body);
  const key = o.key === undefined ? body.applicationId : o.key;
  const response = await fetch(stub.decisionUrl(partnerId), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...signedHeaders(o.secret ?? secret, text, o.at ?? new Date()),
      ...(key === null ? {} : { [idempotencyHeader]: key }),
    },
    body: text,
  });
  return { status: response.status, text: await response.text() };
}

/** The answer parsed by the wire format's own schema: throws if the stub broke it. */
const answerOf = (text: string) => decisionAnswerSchema.parse(JSON.parse(text));

let stub: PartnerStub;
beforeAll(async () => {
  stub = await startPartnerStub({ partners: { alpha: { secret, behaviour: 'accept' } } });
});
afterAll(() => stub.close());
afterEach(() => {
  stub.setBehaviour('alpha', {
    behaviour: 'accept',
    delayMs: undefined,
    monthlyRate: undefined,
    redirectUrl: undefined,
  });
});

describe('checking what the API sends', () => {
  it('accepts a request signed with the shared secret and records it as sent', async () => {
    const body = request({ applicant: { personalDetails: { firstName: 'Ana' }, extra: 1 } });
    const answer = await post(stub, 'alpha', body);
    expect(answer.status).toBe(200);
    expect(answerOf(answer.text).status).toBe('accepted');
    const seen = stub.received.at(-1)!;
    expect(seen).toMatchObject({ partnerId: 'alpha', applicationId: body.applicationId });
    expect(seen.duplicate).toBe(false);
    // Recorded as sent, extra fields and all, so a test can check data minimisation.
    expect(seen.body).toEqual(body);
    expect(seen.headers[idempotencyHeader]).toBe(body.applicationId);
  });

  it('refuses a wrong secret, a stale timestamp and a missing signature with 401', async () => {
    const wrong = await post(stub, 'alpha', request(), { secret: 'not-the-secret' });
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.text)).toEqual({ error: 'signature', problem: 'mismatch' });

    const stale = await post(stub, 'alpha', request(), { at: new Date(Date.now() - 301_000) });
    expect(stale.status).toBe(401);
    expect(JSON.parse(stale.text)).toEqual({ error: 'signature', problem: 'stale' });

    const unsigned = await fetch(stub.decisionUrl('alpha'), { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({ error: 'signature', problem: 'missing' });
  });

  it('wants the Idempotency-Key to be the applicationId', async () => {
    expect((await post(stub, 'alpha', request(), { key: null })).status).toBe(400);
    expect((await post(stub, 'alpha', request(), { key: randomUUID() })).status).toBe(400);
  });

  it('answers 404 for a partner it does not play, and for any other path', async () => {
    expect((await post(stub, 'nobody', request())).status).toBe(404);
    expect((await fetch(`${stub.url}/elsewhere`)).status).toBe(404);
  });

  it('answers a signed body that is not a decision request with 400', async () => {
    for (const raw of ['not json {', '[]', '{"applicationId":"x"}', '\u0000\uffff'])
      expect((await post(stub, 'alpha', request(), { raw })).status).toBe(400);
  });

  it('answers 413 to a body over 64 KB, and reads one of exactly 64 KB', async () => {
    // A request whose JSON is `bytes` long (ASCII: one byte a character).
    const sized = (bytes: number) => {
      const body = request({ applicant: { pad: '' } });
      const room = bytes - JSON.stringify(body).length;
      return request({ ...body, applicant: { pad: 'x'.repeat(room) } });
    };
    const atCap = sized(maxBodyBytes);
    expect(JSON.stringify(atCap)).toHaveLength(maxBodyBytes);
    expect((await post(stub, 'alpha', atCap)).status).toBe(200);
    expect((await post(stub, 'alpha', sized(maxBodyBytes + 1))).status).toBe(413);
    // Declared far larger than it will ever read: refused before a byte is read.
    expect((await post(stub, 'alpha', sized(2 * 1024 * 1024))).status).toBe(413);
    // And is still answering afterwards.
    expect((await post(stub, 'alpha', request())).status).toBe(200);
  });

  it('survives bytes that are not HTTP at all', async () => {
    const { port } = new URL(stub.url);
    await new Promise<void>((resolve) => {
      const socket = createConnection(Number(port), '127.0.0.1', () => {
        socket.end(Buffer.from([0, 255, 13, 10, 13, 10, 1, 2, 3]));
      });
      socket.on('close', () => {
        resolve();
      });
      socket.on('error', () => {
        resolve();
      });
      socket.resume();
    });
    expect((await post(stub, 'alpha', request())).status).toBe(200);
  });
});

describe('idempotency', () => {
  it('gives a repeat the very same answer and counts it as a duplicate', async () => {
    stub.setBehaviour('alpha', { monthlyRate: 0.03 });
    const body = request();
    const before = stub.duplicates;
    const first = await post(stub, 'alpha', body);
    // A change of mind after answering does not change the answer a repeat gets.
    stub.setBehaviour('alpha', { behaviour: 'decline' });
    const second = await post(stub, 'alpha', body);
    expect(second).toEqual(first);
    expect(stub.duplicates).toBe(before + 1);
    const seen = stub.received.filter((r) => r.applicationId === body.applicationId);
    expect(seen.map((r) => r.duplicate)).toEqual([false, true]);
  });

  it('does not keep a 503: the retry is a first attempt', async () => {
    stub.setBehaviour('alpha', { behaviour: 'error' });
    const body = request();
    expect((await post(stub, 'alpha', body)).status).toBe(503);
    stub.setBehaviour('alpha', { behaviour: 'accept' });
    const retry = await post(stub, 'alpha', body);
    expect(retry.status).toBe(200);
    expect(stub.received.at(-1)!.duplicate).toBe(false);
  });
});

describe('each behaviour', () => {
  it('accept: an annuity offer at the monthly rate', async () => {
    stub.setBehaviour('alpha', { monthlyRate: 0.02, redirectUrl: 'https://lender.example/next' });
    const answer = answerOf((await post(stub, 'alpha', request())).text);
    expect(answer).toEqual({
      status: 'accepted',
      offer: {
        amount: 1000,
        period: 12,
        periodScale: 'months',
        // 1000 * 0.02 / (1 - 1.02^-12) = 94.5596...
        monthlyPayment: 94.56,
        totalRepayable: 1134.72,
        apr: 26.82,
        monthlyInterestRate: 0.02,
      },
      redirectUrl: 'https://lender.example/next',
    });
  });

  it('accept: a period in days repays over each started 30 days', async () => {
    // 45 days is 2 months: 300 * 0.02 / (1 - 1.02^-2) = 154.5148...
    const loan = { amount: 300, period: 45, periodScale: 'days' as const };
    const answer = answerOf((await post(stub, 'alpha', request({ loan }))).text);
    if (answer.status !== 'accepted') throw new Error(answer.status);
    expect(answer.offer).toMatchObject({ period: 45, periodScale: 'days', monthlyPayment: 154.51 });
    expect(answer.offer.totalRepayable).toBe(309.02);
  });

  it('accept at a zero rate still repays at least the amount', async () => {
    stub.setBehaviour('alpha', { monthlyRate: 0 });
    const answer = answerOf(
      (
        await post(
          stub,
          'alpha',
          request({ loan: { amount: 100, period: 3, periodScale: 'months' } }),
        )
      ).text,
    );
    if (answer.status !== 'accepted') throw new Error(answer.status);
    expect(answer.offer.totalRepayable).toBeGreaterThanOrEqual(100);
  });

  it('decline: a declined answer with the reason', async () => {
    stub.setBehaviour('alpha', { behaviour: 'decline', declineReason: 'income too low' });
    const answer = answerOf((await post(stub, 'alpha', request())).text);
    expect(answer).toEqual({ status: 'declined', reason: 'income too low' });
  });

  it('slow: accepts after the delay', async () => {
    stub.setBehaviour('alpha', { behaviour: 'slow', delayMs: 300 });
    const started = Date.now();
    const answer = await post(stub, 'alpha', request());
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(answerOf(answer.text).status).toBe('accepted');
  });

  it('error: 503 unavailable', async () => {
    stub.setBehaviour('alpha', { behaviour: 'error' });
    const answer = await post(stub, 'alpha', request());
    expect(answer).toEqual({ status: 503, text: '{"error":"unavailable"}' });
  });

  it('garbage: a 200 whose body is not JSON', async () => {
    stub.setBehaviour('alpha', { behaviour: 'garbage' });
    const answer = await post(stub, 'alpha', request());
    expect(answer).toEqual({ status: 200, text: 'not json {' });
  });

  it('refuses a setting whose answers the wire format would refuse', () => {
    expect(() => {
      stub.setBehaviour('alpha', { monthlyRate: 0.9 });
    }).toThrow(/alpha/);
    expect(() => {
      stub.setBehaviour('alpha', { redirectUrl: 'javascript:alert(1)' });
    }).toThrow(/redirectUrl/);
  });
});

describe('callbacks to the API', () => {
  interface Heard {
    url: string;
    headers: IncomingHttpHeaders;
    text: string;
  }
  const heard: Heard[] = [];
  let waiting: ((heard: Heard) => void) | undefined;
  let api: Server;
  let pending: PartnerStub;

  beforeAll(async () => {
    // The API's callback route, played: it records what arrives and answers 202.
    api = createServer((req, res) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (text += chunk));
      req.on('end', () => {
        const one = { url: req.url ?? '', headers: req.headers, text };
        heard.push(one);
        waiting?.(one);
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as AddressInfo;
    pending = await startPartnerStub({
      callbackBase: `http://127.0.0.1:${port}/`,
      partners: {
        beta: {
          secret,
          behaviour: 'pending',
          callback: { delayMs: 50, decision: 'accepted' },
        },
      },
    });
  });
  afterAll(async () => {
    await pending.close();
    await new Promise((resolve) => api.close(resolve));
  });

  const nextCallback = () => new Promise<Heard>((resolve) => (waiting = resolve));
  const verified = (one: Heard) =>
    signatureProblem(
      secret,
      one.text,
      { timestamp: one.headers[timestampHeader], signature: one.headers[signatureHeader] },
      new Date(),
    );

  it('pending: answers pending, then calls back once with a signed decision', async () => {
    const body = request();
    const arrived = nextCallback();
    const answer = await post(pending, 'beta', body);
    expect(answerOf(answer.text)).toEqual({ status: 'pending' });
    // A repeat before the callback gets pending again and schedules no second callback.
    expect(await post(pending, 'beta', body)).toEqual(answer);

    const one = await arrived;
    expect(one.url).toBe('/api/partners/beta/callback');
    expect(one.headers['content-type']).toBe('application/json');
    expect(verified(one)).toBeNull();
    const callback = callbackSchema.parse(JSON.parse(one.text));
    expect(callback).toMatchObject({ type: 'decision', applicationId: body.applicationId });
    if (callback.type !== 'decision') throw new Error(callback.type);
    expect(callback.decision.status).toBe('accepted');

    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heard.filter((h) => h.text.includes(body.applicationId))).toHaveLength(1);
    expect(pending.callbacks.at(-1)!.answer).toEqual({ status: 202, body: { ok: true } });
  });

  it('pending: calls back a decline when told to', async () => {
    pending.setBehaviour('beta', { callback: { delayMs: 10, decision: 'declined' } });
    const arrived = nextCallback();
    await post(pending, 'beta', request());
    const callback = callbackSchema.parse(JSON.parse((await arrived).text));
    if (callback.type !== 'decision') throw new Error(callback.type);
    expect(callback.decision.status).toBe('declined');
  });

  it('sends a signed step callback and returns the API answer', async () => {
    const applicationId = randomUUID();
    const result = await pending.sendStepCallback('beta', applicationId, 7, 'completed');
    expect(result).toEqual({ status: 202, body: { ok: true } });
    const one = heard.at(-1)!;
    expect(verified(one)).toBeNull();
    expect(callbackSchema.parse(JSON.parse(one.text))).toMatchObject({
      type: 'step',
      applicationId,
      state: 7,
      outcome: 'completed',
    });
  });

  it('signs a raw callback as told, for tests of wrong signatures and replays', async () => {
    await pending.sendCallback('beta', { any: 'thing' }, { secret: 'wrong' });
    expect(verified(heard.at(-1)!)).toBe('mismatch');
    await pending.sendCallback('beta', 'raw text', { timestamp: new Date(Date.now() - 600_000) });
    expect(heard.at(-1)!.text).toBe('raw text');
    expect(verified(heard.at(-1)!)).toBe('stale');
  });

  it('close cancels a callback not yet due', async () => {
    const other = await startPartnerStub({
      callbackBase: pending.url,
      partners: {
        beta: { secret, behaviour: 'pending', callback: { delayMs: 60_000, decision: 'accepted' } },
      },
    });
    await post(other, 'beta', request());
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(other.callbacks).toEqual([]);
  });

  it('records a callback it cannot send instead of crashing', async () => {
    const lone = await startPartnerStub({
      partners: {
        beta: { secret, behaviour: 'pending', callback: { delayMs: 0, decision: 'declined' } },
      },
    });
    await post(lone, 'beta', request());
    await expect.poll(() => lone.callbacks[0]?.error).toMatch(/callbackBase/);
    await lone.close();
  });
});
