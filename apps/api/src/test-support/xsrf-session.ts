import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { botAnswers, botChallengePath, wantsBotAnswer } from './bot-answer.ts';

/**
 * An `app.inject` client that behaves like the web app in one browser: it bootstraps the XSRF
 * pair with GET /api/xsrf, then sends the cookies, the X-XSRF-TOKEN header and a same-host
 * Origin, and keeps the other cookies answers set (the lead-access cookie of a created lead;
 * a cleared one is dropped), so it is the applicant's cookie jar. The XSRF pair stays the one
 * bootstrapped, as its header goes with it. Like the app, it solves a bot-check challenge
 * before each lead create (bot-answer.ts).
 */
export interface XsrfSession {
  cookies: Record<string, string>;
  headers: Record<string, string>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function xsrfSession(
  app: FastifyInstance,
  host = 'localhost:80',
): Promise<XsrfSession> {
  const response = await app.inject({ method: 'GET', url: '/api/xsrf', headers: { host } });
  const cookies: Record<string, string> = {};
  for (const cookie of response.cookies) cookies[cookie.name] = cookie.value;
  const token = cookies['XSRF-TOKEN'];
  if (token === undefined || cookies.sid === undefined)
    throw new Error('GET /api/xsrf set no XSRF pair');
  const headers = { host, origin: `http://${host}`, 'x-xsrf-token': token };
  const withBotAnswer = botAnswers(async (extra, query) => {
    const challenge = await app.inject({
      method: 'GET',
      url: `${botChallengePath}${query}`,
      headers: { ...headers, ...extra },
    });
    return challenge.json<unknown>();
  });
  return {
    cookies,
    headers,
    inject: async (options) => {
      const { method = 'GET', url = '', payload } = options;
      const body = wantsBotAnswer(method, typeof url === 'string' ? url : '', payload)
        ? await withBotAnswer(payload as object, (options.headers ?? {}) as Record<string, string>)
        : payload;
      const answer = await app.inject({
        ...options,
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
        cookies: { ...cookies, ...options.cookies },
        headers: { ...headers, ...(options.headers ?? {}) },
      });
      for (const cookie of answer.cookies as { name: string; value: string; maxAge?: number }[]) {
        if (cookie.name === 'sid' || cookie.name === 'XSRF-TOKEN') continue;
        if (cookie.maxAge === 0) Reflect.deleteProperty(cookies, cookie.name);
        else cookies[cookie.name] = cookie.value;
      }
      return answer;
    },
  };
}
