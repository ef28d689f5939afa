// A hosted bot check (Cloudflare Turnstile): the browser's widget hands over a response token,
// which the server checks with the provider's siteverify call. The provider already refuses a
// token it has seen; the shared counters refuse it here too, so the rule does not depend on it.
import type { BrandBotCheck } from '../config/bot-check-env.ts';
import type { BotCheckProvider, BotCheckVerdict } from './bot-check.ts';

/** Turnstile's tokens live five minutes (its documentation); a replay within them is refused. */
const tokenLifeMs = 5 * 60_000;
/** A provider that does not answer in time fails the check; the applicant can try again. */
const verifyTimeoutMs = 5_000;

interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

export function turnstileProvider(
  brand: Extract<BrandBotCheck, { provider: 'turnstile' }>,
  verifyUrl: string,
  fetchFn: typeof fetch,
): BotCheckProvider {
  return {
    challenge: () => Promise.resolve({ provider: 'turnstile', siteKey: brand.siteKey }),
    async verify(token, remoteIp): Promise<BotCheckVerdict> {
      if (token.length > 2048) return { ok: false, reason: 'malformed' };
      const form = new URLSearchParams({ secret: brand.secretKey, response: token });
      if (remoteIp !== '') form.set('remoteip', remoteIp);
      let answer: SiteverifyAnswer;
      try {
        const response = await fetchFn(verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(verifyTimeoutMs),
        });
        answer = (await response.json()) as SiteverifyAnswer;
      } catch {
        return { ok: false, reason: 'wrong' };
      }
      if (answer.success === true)
        return { ok: true, answerId: `turnstile:${token}`, lifeMs: tokenLifeMs };
      const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
      return { ok: false, reason: codes.includes('timeout-or-duplicate') ? 'spent' : 'wrong' };
    },
  };
}
