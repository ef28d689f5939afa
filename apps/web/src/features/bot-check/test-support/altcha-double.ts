// Test doubles of the bot check, for this feature and the features whose tests create leads: real
// ALTCHA challenges signed as the API signs them (apps/api/src/bot-check/altcha.ts, at a tiny
// work), the API's check of an answer, and a stand-in for the solver's Web Worker that runs
// altcha-lib's same solver in the test's own thread (jsdom has no workers).
import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { vi } from 'vitest';
import type { AltchaChallenge, BotCheckChallenge } from '@finceptiv/contract/api/bot-check';

const hmacSignatureSecret = 'bot-check-test-challenge';
const hmacKeySignatureSecret = 'bot-check-test-answer';

/** A signed challenge whose answer is `counter` (a few hashes: tests stay fast). */
export async function altchaChallenge(counter = 20): Promise<BotCheckChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter,
    deriveKey,
    expiresAt: new Date(Date.now() + 5 * 60_000),
    hmacSignatureSecret,
    hmacKeySignatureSecret,
  });
  return { provider: 'altcha', challenge: challenge as AltchaChallenge };
}

/** What the API checks: the token decodes to a challenge it signed, solved. */
export async function isValidAltchaToken(token: string): Promise<boolean> {
  const { challenge, solution } = JSON.parse(atob(token)) as {
    challenge: AltchaChallenge;
    solution: { counter: number; derivedKey: string };
  };
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret,
    hmacKeySignatureSecret,
  });
  return result.verified;
}

/** The challenge requests answered by `answerChallengeRequest`, for assertions. */
export const challengeRequests: string[] = [];

/**
 * The API's challenge route for a fetch double: a fresh signed challenge for a challenge
 * request, undefined for any other call.
 */
export function answerChallengeRequest(url: string): Promise<Response> | undefined {
  if (!url.includes('/bot-check/challenge')) return undefined;
  challengeRequests.push(url);
  return altchaChallenge().then(
    (challenge) =>
      new Response(JSON.stringify(challenge), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

/** The workers the solver started and the messages it sent them, for assertions. */
export const workersStarted: InThreadSolverWorker[] = [];
export const workerMessages: unknown[] = [];

/** A Worker that solves in this thread with altcha-lib's solver, as the real one does. */
class InThreadSolverWorker extends EventTarget {
  terminated = false;
  readonly url: string;

  constructor(
    url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    super();
    this.url = String(url);
    workersStarted.push(this);
  }

  postMessage(message: { challenge: AltchaChallenge; counterStart: number; counterStep: number }) {
    workerMessages.push(message);
    void solveChallenge({ ...message, deriveKey }).then((solution) => {
      if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data: solution }));
    });
  }

  terminate() {
    this.terminated = true;
  }
}

/** Puts the in-thread worker in place of the browser's (undone by vi.unstubAllGlobals). */
export function stubSolverWorker(): void {
  workersStarted.length = 0;
  workerMessages.length = 0;
  challengeRequests.length = 0;
  vi.stubGlobal('Worker', InThreadSolverWorker);
}

/** A worker that fails to start (a CSP that refuses it, a script that did not load). */
export function stubBrokenWorker(): void {
  class BrokenWorker extends EventTarget {
    postMessage() {
      queueMicrotask(() => this.dispatchEvent(new Event('error')));
    }
    terminate() {
      return undefined;
    }
  }
  vi.stubGlobal('Worker', BrokenWorker);
}

/** The page's bot-check state, set by hand: for tests of what shows it. */
export { setBotCheckState } from '../state';
