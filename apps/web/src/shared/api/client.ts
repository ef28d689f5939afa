import { idempotencyKeyHeaderName } from '@finceptiv/contract/api/headers';
import { logHttpError } from '@/shared/lib/log';
import { ApiError, ensureXsrfToken, xsrfHeader } from './xsrf';

export { ApiError } from './xsrf';

// Every API path of spec 7 lives below /api on the same origin as the app (ARCHITECTURE.md 1).
export const apiBase = '/api';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** One key per submission: a retry of the same submission reuses it, so the server creates nothing twice. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers[xsrfHeader] = await ensureXsrfToken(apiBase);
  if (options.idempotencyKey) headers[idempotencyKeyHeaderName] = options.idempotencyKey;

  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? null : JSON.stringify(body),
    signal: options.signal ?? null,
  });
  const parsed = parseBody(await response.text());
  if (!response.ok) {
    // The query can carry personal data (the unsubscribe call's email): never log it.
    logHttpError(method, path.split('?')[0] ?? path, response.status, parsed);
    throw new ApiError(response.status, parsed);
  }
  return parsed as T;
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
