import { xsrfCookieName, xsrfHeaderName } from '@finceptiv/contract/api/headers';
import { botAnswers, botChallengePath, wantsBotAnswer } from '../../src/test-support/bot-answer.ts';

// One party of a black-box test: a browser-like client of the running server over real HTTP,
// with its own cookie jar (what Set-Cookie gave it, sent back on every call) and the XSRF
// header and Origin the web app sends. Like the app, it solves a bot-check challenge before a
// lead create whose body carries no answer.
export interface Answer {
  status: number;
  body: unknown;
  text: string;
  setCookies: string[];
}

export interface Party {
  cookies: Map<string, string>;
  call(
    method: string,
    path: string,
    body?: unknown,
    form?: FormData,
    extraHeaders?: Record<string, string>,
    /** Another instance of the same deployment (behind a balancer): same jar, its origin. */
    at?: string,
  ): Promise<Answer>;
}

export async function party(origin: string): Promise<Party> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    const set = response.headers.getSetCookie();
    for (const line of set) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) cookies.delete(name);
      else cookies.set(name, pair.slice(at + 1).trim());
    }
    return set;
  };
  keep(await fetch(`${origin}/api/xsrf`));
  const withBotAnswer = botAnswers(async ({ at = origin, ...headers }, query) => {
    const answer = await fetch(`${at}${botChallengePath}${query}`, {
      headers: { ...headers, cookie: cookieHeader() },
    });
    return answer.json();
  });
  return {
    cookies,
    async call(method, path, rawBody, form, extraHeaders = {}, at = origin) {
      const body = wantsBotAnswer(method, path, rawBody)
        ? await withBotAnswer(rawBody as object, { ...extraHeaders, at })
        : rawBody;
      const headers: Record<string, string> = {
        ...extraHeaders,
        origin: at,
        cookie: cookieHeader(),
        [xsrfHeaderName]: cookies.get(xsrfCookieName) ?? '',
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${at}${path}`, {
        method,
        headers,
        body: form ?? (body === undefined ? null : JSON.stringify(body)),
      });
      const setCookies = keep(response);
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed, text, setCookies };
    },
  };
}
