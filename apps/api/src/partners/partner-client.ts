import { isPartnerUrl } from './partner-url.ts';
import type { RemotePartner } from './catalogue.ts';
import { idempotencyHeader, signedHeaders } from './signing.ts';
import { decisionAnswerSchema, type DecisionAnswer, type DecisionRequest } from './wire.ts';

// The one way out to a partner: a signed POST with the application's idempotency key, bounded in
// time (the partner's timeout, capped by what is left of the decision budget) and in size, never
// following a redirect, never retried (a retry could open a second application at the partner;
// the idempotency key lets the partner recognise one if the network repeats it).

/** A decision answer is a few hundred bytes; more is not an answer. */
const maxAnswerBytes = 64 * 1024;

export type ClientResult =
  | { kind: 'answered'; answer: DecisionAnswer; latencyMs: number }
  | { kind: 'timedOut' }
  | { kind: 'failed'; reason: string; latencyMs: number };

async function readCapped(response: Response): Promise<string | undefined> {
  if (response.body === null) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxAnswerBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseAnswer(text: string): DecisionAnswer | undefined {
  try {
    const parsed = decisionAnswerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function askPartner(
  partner: RemotePartner,
  request: DecisionRequest,
  timeoutMs: number,
  now: Date,
): Promise<ClientResult> {
  // Checked at start too; again here, where the request would leave.
  if (!isPartnerUrl(partner.decision.decisionUrl))
    return { kind: 'failed', reason: 'url_refused', latencyMs: 0 };
  const url = new URL(partner.decision.decisionUrl);
  if (timeoutMs <= 0) return { kind: 'timedOut' };
  const body = JSON.stringify(request);
  const signal = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [idempotencyHeader]: request.applicationId,
        ...signedHeaders(partner.secret, body, now),
      },
      body,
      redirect: 'error',
      signal,
    });
    const text = await readCapped(response);
    if (!response.ok)
      return { kind: 'failed', reason: `http_${response.status}`, latencyMs: latency() };
    const answer = text === undefined ? undefined : parseAnswer(text);
    if (answer === undefined)
      return { kind: 'failed', reason: 'invalid_answer', latencyMs: latency() };
    return { kind: 'answered', answer, latencyMs: latency() };
  } catch {
    if (signal.aborted) return { kind: 'timedOut' };
    return { kind: 'failed', reason: 'unreachable', latencyMs: latency() };
  }
}
