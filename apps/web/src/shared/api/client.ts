import { idempotencyKeyHeaderName } from '@finceptiv/contract/api/headers';
import { logHttpError } from '@/shared/lib/log';
import { apiBase } from './api-base';
import { ApiError, ensureXsrfToken, xsrfHeader } from './xsrf';

export { ApiError } from './xsrf';

/**
 * Every API path of spec 7, on the app's own origin: below /api (ARCHITECTURE.md 1), or below
 * the base this environment's server wrote into the page (PUBLIC_API_BASE, ADR 0034). Read
 * once, when the app loads.
 */
export { apiBase };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** One key per submission: a retry of the same submission reuses it, so the server creates nothing twice. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Give up after this long (default requestTimeoutMs). */
  timeoutMs?: number;
}

/**
 * A call with no answer after this long fails like a lost connection (status 0), so on a
 * stalled network the applicant gets the translated message and a retry, not an endless
 * spinner. Generous: a cheap phone on a slow network needs seconds for a normal answer.
 */
export const requestTimeoutMs = 20_000;

export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  let answer = await send(method, path, body, options);
  // A rejected XSRF pair (the session cookie expired, the server's secret rotated) comes back
  // with a fresh pair in its cookies; the server did no work, so one resend is safe.
  if (answer.response.status === 403 && isXsrfRejection(answer.parsed)) {
    answer = await send(method, path, body, options);
  }
  const { response, parsed } = answer;
  if (!response.ok) {
    // The query can carry personal data (the unsubscribe call's email): never log it.
    logHttpError(method, path.split('?')[0] ?? path, response.status, parsed);
    throw new ApiError(response.status, parsed);
  }
  return parsed as T;
}

async function send(method: Method, path: string, body: unknown, options: RequestOptions) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers[xsrfHeader] = await ensureXsrfToken(apiBase);
  if (options.idempotencyKey) headers[idempotencyKeyHeaderName] = options.idempotencyKey;
  const deadline = withTimeout(options.signal, options.timeoutMs ?? requestTimeoutMs);
  try {
    const response = await fetch(`${apiBase}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : JSON.stringify(body),
      signal: deadline.signal,
    });
    return { response, parsed: parseBody(await response.text()) };
  } finally {
    deadline.clear();
  }
}

// AbortSignal.any and AbortSignal.timeout are missing from the older phones' browsers.
function withTimeout(outer: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  const abort = () => {
    controller.abort();
  };
  const timer = setTimeout(abort, ms);
  if (outer?.aborted) abort();
  outer?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    },
  };
}

function isXsrfRejection(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'error' in body && body.error === 'xsrf';
}

// A proxy or a crashed upstream may answer with HTML: keep it as text rather than throw here.
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
