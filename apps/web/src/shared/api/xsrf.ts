// Signed double-submit XSRF (ARCHITECTURE.md 3): the server sets a readable XSRF-TOKEN cookie,
// and every state-changing call echoes it in a header. GET /api/xsrf bootstraps the pair.
import { xsrfCookieName as cookieName, xsrfHeaderName } from '@finceptiv/contract/api/headers';

export const xsrfHeader = xsrfHeaderName;

function readXsrfToken(cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === cookieName) return decodeURIComponent(rest.join('='));
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
