import type { APIRequestContext } from '@playwright/test';
import { botChallengePath, solveBotChallenge } from '../../apps/api/src/test-support/bot-answer.ts';

/**
 * A solved bot-check answer for a lead the test creates by itself (ADR 0045): fetched from the
 * server at `origin` and solved with ALTCHA's solver, as the app does in its worker.
 */
export async function solvedBotAnswer(
  request: APIRequestContext,
  origin: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const challenge = await request.get(`${origin}${botChallengePath}`, { headers });
  if (!challenge.ok()) throw new Error(`bot-check challenge: ${challenge.status()}`);
  return solveBotChallenge(await challenge.json());
}
