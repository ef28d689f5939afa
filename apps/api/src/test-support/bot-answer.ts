// What a browser does before it creates a lead (ADR 0045): fetch a bot-check challenge and solve
// it. The tests' clients play the browser, so they solve real challenges with ALTCHA's own
// solver; a test that is about the check itself sets `recaptchaToken` (even to undefined) and
// the client leaves the body alone.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import {
  botCheckChallengeSchema,
  botCheckRoutes,
  botCheckTokenField,
  encodeAltchaToken,
} from '@finceptiv/contract/api/bot-check';
import { leadRoutes } from '@finceptiv/contract/api/lead-routes';

const createPaths = new Set<string>([leadRoutes.createLeadV2.path, leadRoutes.createLeadV3.path]);
export const botChallengePath = botCheckRoutes.botCheckChallenge.path;

/** A lead create whose body does not say what its bot-check answer is. */
export function wantsBotAnswer(method: string, url: string, payload: unknown): boolean {
  return (
    method.toUpperCase() === 'POST' &&
    createPaths.has(url.split('?')[0] ?? '') &&
    typeof payload === 'object' &&
    payload !== null &&
    !Object.hasOwn(payload, botCheckTokenField)
  );
}

/** Solves the challenge body of GET /api/bot-check/challenge into the token a create carries. */
export async function solveBotChallenge(challengeBody: unknown): Promise<string> {
  const parsed = botCheckChallengeSchema.parse(challengeBody);
  if (parsed.provider !== 'altcha') throw new Error(`cannot solve a ${parsed.provider} check`);
  const solution = await solveChallenge({ challenge: parsed.challenge, deriveKey });
  if (solution === null) throw new Error('the bot-check challenge was not solved in time');
  return encodeAltchaToken(parsed.challenge, solution);
}

/**
 * A client's answers: a fresh one per create, but the same one for a retry of a submission
 * (same Idempotency-Key), which the app resends byte for byte.
 */
export function botAnswers(
  getChallenge: (headers: Record<string, string>, query: string) => Promise<unknown>,
) {
  const bySubmission = new Map<string, string>();
  return async (payload: object, headers: Record<string, string> = {}): Promise<object> => {
    const key = headers['idempotency-key'];
    let token = key === undefined ? undefined : bySubmission.get(key);
    if (token === undefined) {
      // The challenge of the create's brand, as the app asks for it (?product=, ADR 0045).
      const { product } = payload as { product?: unknown };
      const query = typeof product === 'string' ? `?product=${encodeURIComponent(product)}` : '';
      const challenge = await getChallenge(headers, query);
      // No challenge to solve (a server still starting answers 503): the create goes without
      // an answer and meets whatever the server says to that.
      if (!botCheckChallengeSchema.safeParse(challenge).success) return payload;
      token = await solveBotChallenge(challenge);
    }
    if (key !== undefined) bySubmission.set(key, token);
    return { ...payload, [botCheckTokenField]: token };
  };
}

/** A solved answer from `app` itself, for a test that builds its own create request. */
export async function injectedBotAnswer(app: {
  inject(options: { method: 'GET'; url: string }): Promise<{ json(): unknown }>;
}): Promise<string> {
  return solveBotChallenge((await app.inject({ method: 'GET', url: botChallengePath })).json());
}
