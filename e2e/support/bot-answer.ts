import type { APIRequestContext, Page } from '@playwright/test';
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

/**
 * The same for a page on a brand's host: the challenge is asked for from the page (Chromium
 * resolves *.localhost, Node's request context does not), and solved here.
 */
export async function solvedBotAnswerFromPage(page: Page): Promise<string> {
  const challenge = await page.evaluate(
    async (path) => (await fetch(path, { credentials: 'same-origin' })).json() as Promise<unknown>,
    botChallengePath,
  );
  return solveBotChallenge(challenge);
}
