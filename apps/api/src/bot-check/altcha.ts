// ALTCHA's open proof-of-work protocol (v2) with its maintained library, altcha-lib: the
// server signs a challenge whose answer takes `work` to `2 x work` SHA-256 hashes to find and
// one HMAC to check. No outside service, no cookie, nothing stored until the answer is spent.
// Each brand signs with keys of its own, so an answer is good for the brand it was solved for.
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { AltchaChallenge } from '@finceptiv/contract/api/bot-check';
import type { ProductId } from '@finceptiv/contract/product-ids';
import type { BotCheckProvider, BotCheckVerdict } from './bot-check.ts';

/** How long a challenge may be answered: long enough to fill the first step, no longer. */
const challengeLifeMs = 5 * 60_000;

interface Answer {
  challenge: AltchaChallenge;
  solution: { counter: number; derivedKey: string };
}

function decode(token: string): Answer | null {
  if (token.length > 4096) return null;
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Answer>;
    const { challenge, solution } = parsed;
    if (typeof challenge?.signature !== 'string' || typeof challenge.parameters !== 'object')
      return null;
    if (typeof solution?.counter !== 'number' || typeof solution.derivedKey !== 'string')
      return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * The built-in check for one brand. Its two keys are derived from the deployment's secret (every
 * instance shares them) and the brand: a challenge is signed for the brand it was asked for
 * (the challenge route's ?product= or host, as a create's brand is found), so its answer fails
 * the signature check on another brand's create, as a wrong answer does (security review).
 */
export function altchaProvider(
  work: number,
  appSecret: string,
  brand: ProductId,
): BotCheckProvider {
  const key = (label: string) =>
    createHmac('sha256', appSecret).update(`${label}\n${brand}`).digest('hex');
  const hmacSignatureSecret = key('bot-check challenge');
  const hmacKeySignatureSecret = key('bot-check answer');
  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(2 * work, work),
        deriveKey,
        expiresAt: new Date(Date.now() + challengeLifeMs),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { provider: 'altcha', challenge: challenge as AltchaChallenge };
    },
    async verify(token): Promise<BotCheckVerdict> {
      const answer = decode(token);
      if (answer === null) return { ok: false, reason: 'malformed' };
      const result = await verifySolution({
        challenge: answer.challenge,
        solution: answer.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (result.expired) return { ok: false, reason: 'expired' };
      if (!result.verified) return { ok: false, reason: 'wrong' };
      return {
        ok: true,
        answerId: `altcha:${answer.challenge.signature}`,
        lifeMs: challengeLifeMs,
      };
    },
  };
}
