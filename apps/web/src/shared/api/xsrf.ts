// Signed double-submit XSRF (ARCHITECTURE.md 3): the server sets a readable XSRF-TOKEN cookie,
// and every state-changing call echoes it in a header. GET /api/xsrf bootstraps the pair.
// Over https the cookie is `__Host-XSRF-TOKEN`, over plain http `XSRF-TOKEN` (the server decides
// by the request's scheme): the app reads whichever exists, the `__Host-` one first, since a
// plain one from before the server named them so may linger beside it until the session ends.
import { xsrfCookieNames, xsrfHeaderName } from '@finceptiv/contract/api/headers';

export const xsrfHeader = xsrfHeaderName;

export function readXsrfToken(cookies: string = document.cookie): string | undefined {
  for (const name of xsrfCookieNames) {
    const value = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies)?.[1];
    if (value) return decodeURIComponent(value);
  }
  return undefined;
}

export async function ensureXsrfToken(apiBase: string): Promise<string> {
  const existing = readXsrfToken();
  if (existing) return existing;
  await fetch(`${apiBase}/xsrf`, { credentials: 'same-origin' });
  const fresh = readXsrfToken();
  if (!fresh) throw new ApiError(0, { error: 'xsrf' });
  return fresh;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'ApiError';
  }
}
