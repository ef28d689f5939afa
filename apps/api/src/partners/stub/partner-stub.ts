import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApiPath } from '@finceptiv/contract/api/build-path';
import { partnerCallbackPath } from '@finceptiv/contract/api/partner-paths';
import type { DecisionRequest } from '../wire.ts';
import {
  idempotencyHeader,
  signatureHeader,
  signatureProblem,
  timestampHeader,
} from '../signing.ts';
import { decide, defaultSlowMs, parseDecisionRequest, checkPartner } from './stub-answers.ts';
import type { StubAnswer, StubPartner } from './stub-answers.ts';
import { readBody } from './read-body.ts';
import { sendSigned, type CallbackAnswer } from './send-signed.ts';

// A remote partner lender played on loopback, for development (`npm run partner-stub`) and
// tests: it checks what the API sends exactly as a real lender would (signature, replay window,
// idempotency key) and answers as it is told, so every path of the API's partner client can be
// walked without a lender. Plain node:http, so what is tested is the bytes on the wire.

export type { StubPartner } from './stub-answers.ts';
export type { CallbackAnswer } from './send-signed.ts';

export interface PartnerStubOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  host?: string;
  partners: Record<string, StubPartner>;
  /** Where the API listens, e.g. http://127.0.0.1:8080; callbacks go to /api/partners/<id>/callback. */
  callbackBase?: string;
  /** The stub's clock: checks the replay window and signs callbacks. */
  now?: () => Date;
  /** One line per request answered and per callback sent (the CLI prints them). */
  log?: (line: string) => void;
}

export interface ReceivedRequest {
  partnerId: string;
  applicationId: string;
  /** The JSON exactly as sent, extra fields included, so tests can check data minimisation. */
  body: DecisionRequest;
  headers: IncomingHttpHeaders;
  /** A repeat of an Idempotency-Key already answered: it got the earlier answer again. */
  duplicate: boolean;
  at: Date;
}

/** A callback the stub sent by itself ('pending'): what the API answered, or why it failed. */
export interface SentCallback {
  partnerId: string;
  body: unknown;
  answer?: CallbackAnswer;
  error?: string;
  at: Date;
}

export interface CallbackOptions {
  /** Sign with this instead of the partner's secret (a wrong-signature test). */
  secret?: string;
  /** Sign as if sent at this time (a replay test). */
  timestamp?: Date;
}

export interface PartnerStub {
  url: string;
  decisionUrl(partnerId: string): string;
  received: ReceivedRequest[];
  callbacks: SentCallback[];
  /** Requests that repeated an answered Idempotency-Key. */
  readonly duplicates: number;
  setBehaviour(partnerId: string, patch: Partial<StubPartner>): void;
  sendStepCallback(
    partnerId: string,
    applicationId: string,
    state: number,
    outcome: 'completed' | 'failed',
  ): Promise<CallbackAnswer>;
  /** Any body (a string goes as it is), signed as told: raw control for tests. */
  sendCallback(
    partnerId: string,
    body: unknown,
    options?: CallbackOptions,
  ): Promise<CallbackAnswer>;
  /** Cancels callbacks not yet due, waits for those in flight, and stops the server. */
  close(): Promise<void>;
}

const decisionPath = /^\/partners\/([^/?]+)\/decision(?:\?.*)?$/;

/** What the handler answers; null drops the connection instead. */
interface Reply {
  status: number;
  text: string;
  /** After an oversize body: the connection is not reused. */
  close?: boolean;
}

const json = (status: number, body: unknown, close = false): Reply => ({
  status,
  text: JSON.stringify(body),
  close,
});

function send(response: ServerResponse, reply: Reply | null): void {
  if (response.destroyed || response.headersSent) return;
  if (reply === null) {
    response.destroy();
    return;
  }
  response.writeHead(reply.status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(reply.text),
    ...(reply.status === 405 ? { allow: 'POST' } : {}),
    ...(reply.close === true ? { connection: 'close' } : {}),
  });
  response.end(reply.text);
}

function partnerIdOf(url: string | undefined): string | null {
  const encoded = decisionPath.exec(url ?? '')?.[1];
  if (encoded === undefined) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

export async function startPartnerStub(options: PartnerStubOptions): Promise<PartnerStub> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  const partners = new Map<string, StubPartner>();
  for (const [id, partner] of Object.entries(options.partners)) {
    checkPartner(id, partner);
    partners.set(id, { ...partner });
  }
  const callbackBase = options.callbackBase?.replace(/\/+$/, '');
  const received: ReceivedRequest[] = [];
  const callbacks: SentCallback[] = [];
  // Per partner and key, the answer given; only decisions are kept (stub-answers.ts says why).
  const answers = new Map<string, StubAnswer>();
  let duplicates = 0;
  let closing = false;
  const callbackTimers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  // Wakes the handlers waiting out a delay, so close() need not wait for a 'slow' answer.
  const sleepers = new Set<() => void>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0 || closing) {
        resolve();
        return;
      }
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  };

  const callbackUrl = (partnerId: string): string => {
    if (callbackBase === undefined) throw new Error('partner stub: no callbackBase configured');
    return `${callbackBase}${buildApiPath(partnerCallbackPath, { partnerId })}`;
  };

  const partnerOf = (partnerId: string): StubPartner => {
    const partner = partners.get(partnerId);
    if (partner === undefined) throw new Error(`partner stub: unknown partner ${partnerId}`);
    return partner;
  };

  // Async, so a missing callbackBase or partner is a rejection, never a throw inside a timer.
  const sendCallback = async (
    partnerId: string,
    body: unknown,
    callbackOptions: CallbackOptions = {},
  ) => {
    const secret = callbackOptions.secret ?? partnerOf(partnerId).secret;
    return track(
      sendSigned(callbackUrl(partnerId), body, secret, callbackOptions.timestamp ?? now()),
    );
  };

  /** The decision a 'pending' answer promised, sent once its delay has passed. */
  const scheduleCallback = (partnerId: string, body: unknown, delayMs: number) => {
    const timer = setTimeout(() => {
      callbackTimers.delete(timer);
      const sent: SentCallback = { partnerId, body, at: now() };
      callbacks.push(sent);
      sendCallback(partnerId, body).then(
        (answer) => {
          sent.answer = answer;
          log(`callback ${partnerId}: API answered ${answer.status}`);
        },
        (error: unknown) => {
          sent.error = error instanceof Error ? error.message : String(error);
          log(`callback ${partnerId}: failed, ${sent.error}`);
        },
      );
    }, delayMs);
    callbackTimers.add(timer);
  };

  async function handle(request: IncomingMessage): Promise<Reply | null> {
    const partnerId = partnerIdOf(request.url);
    if (partnerId === null) return json(404, { error: 'not-found' });
    if (request.method !== 'POST') return json(405, { error: 'method' });
    const partner = partners.get(partnerId);
    if (partner === undefined) return json(404, { error: 'unknown-partner' });

    const read = await readBody(request);
    if (read.kind === 'failed') return null;
    if (read.kind === 'too-large') return json(413, { error: 'too-large' }, true);

    const problem = signatureProblem(
      partner.secret,
      read.text,
      { timestamp: request.headers[timestampHeader], signature: request.headers[signatureHeader] },
      now(),
    );
    if (problem !== null) return json(401, { error: 'signature', problem });

    const parsed = parseDecisionRequest(read.text);
    if (parsed === null) return json(400, { error: 'body' });
    if (request.headers[idempotencyHeader] !== parsed.applicationId)
      return json(400, { error: 'idempotency-key' });

    const key = `${partnerId}\n${parsed.applicationId}`;
    const earlier = answers.get(key);
    received.push({
      partnerId,
      applicationId: parsed.applicationId,
      body: parsed,
      headers: request.headers,
      duplicate: earlier !== undefined,
      at: now(),
    });
    let answer: StubAnswer;
    if (earlier === undefined) {
      answer = decide(partner, parsed);
      if (answer.keep) answers.set(key, answer);
      if (answer.callback !== undefined) {
        const body = { type: 'decision', eventId: randomUUID(), ...answer.callback.body };
        scheduleCallback(partnerId, body, answer.callback.delayMs);
      }
    } else {
      duplicates += 1;
      answer = earlier;
    }
    // The partner's response time holds for repeats too: a slow lender is slow every time.
    await sleep(partner.delayMs ?? (partner.behaviour === 'slow' ? defaultSlowMs : 0));
    return closing ? null : answer;
  }

  const server = createServer((request, response) => {
    // Whatever arrives, the stub answers or drops the connection; it never throws.
    handle(request).then(
      (reply) => {
        log(
          `${request.method ?? '?'} ${request.url ?? '?'}: ${reply ? `${reply.status} ${reply.text}` : 'dropped'}`,
        );
        send(response, reply);
      },
      () => {
        send(response, json(500, { error: 'stub' }, true));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;

  let closed: Promise<void> | undefined;
  return {
    url,
    decisionUrl: (partnerId) => `${url}/partners/${encodeURIComponent(partnerId)}/decision`,
    received,
    callbacks,
    get duplicates() {
      return duplicates;
    },
    setBehaviour(partnerId, patch) {
      const next = { ...partnerOf(partnerId), ...patch };
      checkPartner(partnerId, next);
      partners.set(partnerId, next);
    },
    sendStepCallback: (partnerId, applicationId, state, outcome) =>
      sendCallback(partnerId, {
        type: 'step',
        eventId: randomUUID(),
        applicationId,
        state,
        outcome,
      }),
    sendCallback,
    close() {
      closed ??= (async () => {
        closing = true;
        for (const timer of callbackTimers) clearTimeout(timer);
        callbackTimers.clear();
        for (const wake of [...sleepers]) wake();
        const stopped = new Promise<void>((resolve) => {
          server.close(() => {
            resolve();
          });
        });
        await Promise.allSettled([...inFlight]);
        server.closeAllConnections();
        await stopped;
      })();
      return closed;
    },
  };
}
